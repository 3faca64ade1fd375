import type { ContractKind, ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { Db } from '../../db/create-db.js';
import * as repo from './agent-settlement.repo.js';
import type { Period, PeriodType } from './contract-periods.js';
import { periodTypeOf } from './contract-periods.js';
import { periodBase, tierRateBp } from './contract-rates.js';
import { BP, clampRates, payoutLines, type GrossFigures, type Participant } from './differential.js';
import { toNewLines } from './payout-line-rows.js';

/** Participants of a run with their terms (a top-level agent's are the house's). */
export interface TermsParticipant extends Participant {
  merchantId: number;
  terms: ContractTerms;
}

export const participantOf = (row: repo.ParticipantRow): TermsParticipant => ({
  memberId: row.member_id,
  username: row.username,
  uplineId: row.upline_id,
  contractId: row.contract_id,
  merchantId: row.merchant_id,
  terms: row.terms as ContractTerms,
});

/** Who takes part in a run of a kind: top-level agents on house terms and contracts in force. */
export async function participantsOf(
  db: Db,
  q: { merchantId?: number; kind: ContractKind; start: Date; end: Date; periodType?: PeriodType },
): Promise<TermsParticipant[]> {
  const [top, contracts] = await Promise.all([repo.topLevelAgents(db, q), repo.contractsInForce(db, q)]);
  return [...top, ...contracts]
    .map(participantOf)
    .filter((p) => !q.periodType || periodTypeOf(q.kind, p.terms) === q.periodType);
}

/**
 * Settles one closed period of a period kind (daily wage, hourly salary, a dividend period) for one
 * merchant, inside the caller's transaction which holds the accrual feed: the period is closed to
 * later accruals, its team figures read, the differential lines written. Answers the lines written
 * (none when the period was settled before).
 */
export async function settlePeriod(
  trx: Db,
  q: { merchantId: number; kind: ContractKind; period: Period; settledAt: Date; releaseAt: Date },
): Promise<number> {
  const { period } = q;
  await repo.closeAccruals(trx, q.merchantId, period.end);
  const participants = await participantsOf(trx, {
    merchantId: q.merchantId,
    kind: q.kind,
    start: period.start,
    end: period.end,
    periodType: period.type,
  });
  // A run is written even when nobody takes part: the period is settled and never looked at again.
  const runId = await repo.insertRun(trx, {
    merchantId: q.merchantId,
    kind: q.kind,
    periodType: period.type,
    period: period.key,
    start: period.start,
    end: period.end,
    settledAt: q.settledAt,
    releaseAt: q.releaseAt,
  });
  if (runId === null || participants.length === 0) return 0;
  const totals = new Map(
    (
      await repo.teamTotals(
        trx,
        participants.map((p) => p.memberId),
        period.start,
        period.end,
      )
    ).map((t) => [t.member_id, t]),
  );
  const bases = new Map<bigint, bigint>();
  const own = new Map<bigint, number>();
  for (const p of participants) {
    const t = totals.get(p.memberId);
    const f = { validBet: t?.valid_bet ?? 0n, houseWin: t ? t.stake - t.payout : 0n, active: t?.active ?? 0 };
    bases.set(p.memberId, periodBase(p.terms, f));
    own.set(p.memberId, tierRateBp(p.terms, f));
  }
  const clamped = clampRates(participants, (p) => own.get(p.memberId) ?? 0);
  const figures = new Map<bigint, GrossFigures>();
  for (const p of participants) {
    const base = bases.get(p.memberId) ?? 0n;
    const rateBp = clamped.get(p.memberId) ?? 0;
    figures.set(p.memberId, { base, rateBp, gross: base > 0n ? (base * BigInt(rateBp)) / BP : 0n });
  }
  const lines = payoutLines(participants, figures);
  await repo.insertLines(trx, toNewLines(runId, lines));
  return lines.length;
}
