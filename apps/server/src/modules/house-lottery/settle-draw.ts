import type { Db } from '../../db/create-db.js';
import type { LotteryGameDef } from './games/lottery-game.js';
import type { DrawRow } from './draws.repo.js';
import * as bets from './lottery-bets.repo.js';

/** Bets settled per transaction: large enough to be fast, small enough to keep locks short. */
export const SETTLE_BATCH = 5_000;

/**
 * What a bet pays: floor(unit price × multiple × Σ wins(pick) × odds(pick)), the odds being those of
 * the bet (ten-thousandths, fixed when it was placed), in exact integer arithmetic.
 */
export function payoutOfBet(game: LotteryGameDef, bet: bets.PendingBet, result: readonly string[]): bigint {
  const playType = game.playTypes.find((p) => p.code === bet.play_type);
  if (!playType) return 0n;
  let winsTimesOdds = 0n;
  for (const pick of bet.content.split(',')) {
    const wins = playType.wins(pick, result);
    if (wins > 0) winsTimesOdds += BigInt(wins) * BigInt(bet.odds[pick] ?? 0);
  }
  return (BigInt(bet.unit_price) * BigInt(bet.multiple) * winsTimesOdds) / 10_000n;
}

/**
 * Settles a drawn draw's pending bets in batches, each one transaction: the bets' outcome, the
 * winners' wallets credited, chases that won and stop on a win ended with their later orders
 * refunded. A repeated or concurrent run finds the settled bets no longer pending: nothing is paid
 * twice.
 */
export async function settleDraw(
  db: Db,
  game: LotteryGameDef,
  draw: DrawRow,
  now: () => Date,
): Promise<number> {
  const result = draw.result!;
  let afterId = 0n;
  let settled = 0;
  for (;;) {
    const batch = await bets.pendingBets(db, draw.game_code, draw.issue, afterId, SETTLE_BATCH);
    if (batch.length === 0) return settled;
    const outcomes = batch.map((b) => ({ id: BigInt(b.id), payout: payoutOfBet(game, b, result) }));
    await db.transaction().execute(async (trx) => {
      const wonChases = await bets.settleBatch(trx, outcomes, now());
      await bets.stopWonChases(trx, wonChases, now());
    });
    settled += batch.length;
    afterId = BigInt(batch[batch.length - 1]!.id);
  }
}
