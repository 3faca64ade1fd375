import type { z } from 'zod';
import type { ContractKind } from '@bet/contracts/agent/agent-contracts';
import type { agentContractSettings } from '@bet/contracts/operator/operator-agents';

/** The terms form's values: exactly what the contract's settings call takes. */
export type TermsForm = z.input<typeof agentContractSettings>;
export type TierKind = Exclude<ContractKind, 'REALTIME_SALARY'>;

export const DIVIDEND_TIER_FIELDS = ['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate'] as const;
export const SALARY_TIER_FIELDS = ['teamBetting', 'activeMembers', 'rate'] as const;
export type TierField = (typeof DIVIDEND_TIER_FIELDS)[number] | (typeof SALARY_TIER_FIELDS)[number];

/** An empty tier of a kind (the operator fills it in). */
export const emptyTier = (kind: TierKind) =>
  kind === 'DIVIDEND'
    ? { periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 0 }
    : { teamBetting: 0, activeMembers: 0, rate: 0 };

/** The terms a kind starts with when the operator offers it to top-level agents. */
export function startingTerms(kind: ContractKind): NonNullable<TermsForm['topLevelTerms'][ContractKind]> {
  switch (kind) {
    case 'DIVIDEND':
      return {
        kind,
        period: 'W',
        tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 0 }],
      };
    case 'DAILY_WAGE':
    case 'HOURLY_SALARY':
      return { kind, tiers: [{ teamBetting: 0, activeMembers: 0, rate: 0 }] };
    case 'REALTIME_SALARY':
      return { kind, profitRate: 0, lossRate: 0, minSingleBet: 0 };
  }
}
