import { toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import * as repo from './agent-settlement.repo.js';
import type { Period } from './contract-periods.js';
import { bp } from './contract-rates.js';
import { BP, payoutLines, type GrossFigures } from './differential.js';
import { toNewLines } from './payout-line-rows.js';
import { participantsOf, type TermsParticipant } from './settle-period.js';

interface RealTimeRates {
  profitBp: number;
  lossBp: number;
  /** Bets qualify from this stake bucket up (buckets count the thresholds a stake reaches). */
  fromBucket: number;
}

/**
 * Real-time salary for one 5-minute slot, every merchant at once, inside the caller's transaction
 * which holds the real-time feed: the bets settled since the last run (the feed's range, so a bet
 * settled late is paid in the next slot, never twice) are paid per bet — profit rate on won bets'
 * stake, loss rate on lost ones, for bets of at least the contract's minimum — each participant's
 * per-bet rate clamped to its upline's along the chain. Answers the lines written.
 */
export async function settleRealTime(
  trx: Db,
  q: {
    slot: Period;
    from: string;
    to: string;
    settledAt: Date;
    releaseAt: (merchantId: number) => Promise<Date>;
  },
): Promise<number> {
  const participants = await participantsOf(trx, {
    kind: 'REALTIME_SALARY',
    start: q.slot.start,
    end: q.slot.end,
  });
  if (participants.length === 0) return 0;
  const byId = new Map(participants.map((p) => [p.memberId, p]));
  const minima = (p: TermsParticipant) =>
    p.terms.kind === 'REALTIME_SALARY' ? toMinor(p.terms.minSingleBet) : 0n;
  const thresholds = [...new Set(participants.map(minima))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const rates = new Map<bigint, RealTimeRates>();
  for (const p of participants) {
    const t = p.terms.kind === 'REALTIME_SALARY' ? p.terms : null;
    rates.set(p.memberId, {
      profitBp: t ? bp(t.profitRate) : 0,
      lossBp: t ? bp(t.lossRate) : 0,
      fromBucket: thresholds.indexOf(minima(p)) + 1,
    });
  }
  const groups = await repo.stakeGroups(trx, {
    from: q.from,
    to: q.to,
    thresholds,
    agentIds: participants.map((p) => p.memberId),
  });
  // Each (member, outcome, bucket) with the participants above it, top first.
  const chains = new Map<string, repo.StakeGroup[]>();
  for (const g of groups) {
    const key = `${g.member_id}|${g.won}|${g.bucket}`;
    chains.set(key, [...(chains.get(key) ?? []), g]);
  }
  const weighted = new Map<bigint, bigint>();
  const bases = new Map<bigint, bigint>();
  for (const chain of chains.values()) {
    chain.sort((a, b) => b.depth - a.depth);
    let above: { id: bigint; rate: number } | null = null;
    for (const g of chain) {
      const p = byId.get(g.ancestor_id)!;
      const r = rates.get(p.memberId)!;
      const own = g.bucket >= r.fromBucket ? (g.won ? r.profitBp : r.lossBp) : 0;
      const rate: number =
        p.contractId === null ? own : above && above.id === p.uplineId ? Math.min(own, above.rate) : 0;
      if (rate > 0) {
        weighted.set(p.memberId, (weighted.get(p.memberId) ?? 0n) + g.stake * BigInt(rate));
        bases.set(p.memberId, (bases.get(p.memberId) ?? 0n) + g.stake);
      }
      above = { id: p.memberId, rate };
    }
  }
  let written = 0;
  for (const merchantId of new Set(participants.map((p) => p.merchantId))) {
    const mine = participants.filter((p) => p.merchantId === merchantId);
    const figures = new Map<bigint, GrossFigures>();
    for (const p of mine) {
      const base = bases.get(p.memberId) ?? 0n;
      const w = weighted.get(p.memberId) ?? 0n;
      figures.set(p.memberId, { base, rateBp: base > 0n ? Number(w / base) : 0, gross: w / BP });
    }
    const lines = payoutLines(mine, figures);
    if (lines.length === 0) continue;
    const runId = await repo.insertRun(trx, {
      merchantId,
      kind: 'REALTIME_SALARY',
      periodType: q.slot.type,
      period: q.slot.key,
      start: q.slot.start,
      end: q.slot.end,
      settledAt: q.settledAt,
      releaseAt: await q.releaseAt(merchantId),
    });
    if (runId === null) continue;
    await repo.insertLines(trx, toNewLines(runId, lines));
    written += lines.length;
  }
  return written;
}
