import { toMinor } from '@bet/contracts/wallet/amount';
import type { ContractTerms } from '@bet/contracts/agent/agent-contracts';

/** A rate in percent (≤ 2 decimals) as basis points. */
export const bp = (percent: number) => Math.round(percent * 100);

/** What a period's tiers are measured on: the team's valid bet, house win and active members. */
export interface PeriodFigures {
  validBet: bigint;
  houseWin: bigint;
  active: number;
}

/**
 * The rate a team earns for a period: the best tier whose every threshold it reached (0 when none).
 * Real-time salary has no tiers (its rate is per bet) and answers 0 here.
 */
export function tierRateBp(terms: ContractTerms, f: PeriodFigures): number {
  switch (terms.kind) {
    case 'DIVIDEND':
      return Math.max(
        0,
        ...terms.tiers
          .filter(
            (t) =>
              f.validBet >= toMinor(t.periodValidBet) &&
              f.houseWin >= toMinor(t.periodProfitLoss) &&
              f.active >= t.activeMembers,
          )
          .map((t) => bp(t.rate)),
      );
    case 'DAILY_WAGE':
    case 'HOURLY_SALARY':
      return Math.max(
        0,
        ...terms.tiers
          .filter((t) => f.validBet >= toMinor(t.teamBetting) && f.active >= t.activeMembers)
          .map((t) => bp(t.rate)),
      );
    default:
      return 0;
  }
}

/** The base a period kind pays on: the dividend on the team's loss (house win), salaries on valid bet. */
export const periodBase = (terms: ContractTerms, f: PeriodFigures): bigint =>
  terms.kind === 'DIVIDEND' ? f.houseWin : f.validBet;
