import type { Db } from '../db/create-db.js';
import { house, mainWallet, move, vendorWallet } from '../modules/ledger/ledger-accounts.js';
import { postTransfer } from '../modules/ledger/ledger.service.js';

const DAY_MS = 86_400_000;
const HOUSE_GAMES = [
  { code: 'SLOT', name: 'Lucky Sevens', category: 'RNG' },
  { code: 'FISH', name: 'Ocean Hunter', category: 'FISH' },
] as const;

/** A small deterministic generator: the demo team plays the same way on every fresh site. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

interface SeedBet {
  game: (typeof HOUSE_GAMES)[number];
  stake: bigint;
  payout: bigint;
  placedAt: Date;
}

/** 1–5 settled house-game bets a day over the last `days` days (today: only hours already past). */
function betsOf(random: () => number, now: Date, days: number): SeedBet[] {
  const bets: SeedBet[] = [];
  for (let back = days - 1; back >= 0; back--) {
    if (random() < 0.25) continue; // not every member plays every day
    const dayStart = now.getTime() - back * DAY_MS - (now.getTime() % DAY_MS);
    const count = 1 + Math.floor(random() * 5);
    for (let n = 0; n < count; n++) {
      const at = dayStart + Math.floor(random() * DAY_MS);
      if (at >= now.getTime() - 60_000) continue;
      const stake = BigInt(10 + Math.floor(random() * 490)) * 100n; // 10.00 – 499.00
      const draw = random();
      // The house keeps an edge: about half lose, most wins pay less than 2.5×.
      const payout = draw < 0.5 ? 0n : (stake * BigInt(Math.floor(50 + random() * 200))) / 100n;
      bets.push({ game: HOUSE_GAMES[draw < 0.7 ? 0 : 1], stake, payout, placedAt: new Date(at) });
    }
  }
  return bets;
}

const roundUp = (amount: bigint, unit: bigint) => ((amount + unit - 1n) / unit) * unit;

/**
 * A demo member's last days: deposits (rows as the deposit service leaves them, credited through
 * the ledger with its key), settled bets on the house games, and the money's way to the games and
 * back (transfer in, the game result against the house float, transfer out), so every balance is
 * what its entries say. Deposits come first, before the first bet.
 */
export async function seedMemberActivity(
  db: Db,
  opts: { merchantId: number; memberId: bigint; channelId: number; now: Date; days: number; seed: number },
): Promise<void> {
  const { merchantId, memberId } = opts;
  const random = seededRandom(opts.seed);
  const bets = betsOf(random, opts.now, opts.days);
  if (bets.length === 0) return;
  const staked = bets.reduce((sum, b) => sum + b.stake, 0n);
  const net = bets.reduce((sum, b) => sum + b.payout - b.stake, 0n);
  // Enough that the stake at the games never runs short: half the turnover or the loss, plus 500.00.
  const total = roundUp((staked / 2n > -net ? staked / 2n : -net) + 50_000n, 10_000n);
  const first = bets[0]!.placedAt.getTime();
  const parts = [total / 2n, total - total / 2n];
  for (const [i, amount] of parts.entries()) {
    const completedAt = new Date(first - (i === 0 ? 3_600_000 : 600_000));
    const row = await db
      .insertInto('deposits')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        channel_id: opts.channelId,
        amount,
        status: 'SUCCESS',
        request_key: `seed-team-${memberId}-${i}`,
        created_at: new Date(completedAt.getTime() - 300_000),
        completed_at: completedAt,
        decided_by: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postTransfer(db, {
      merchantId,
      key: `deposit:${row.id}`,
      type: 'DEPOSIT',
      memberId,
      reference: `D${row.id}`,
      meta: { depositId: String(row.id), by: 'seed' },
      postings: move(house('DEPOSITS_IN_TRANSIT'), mainWallet(memberId), amount),
    });
  }

  await db
    .insertInto('bets')
    .values(
      bets.map((b, n) => ({
        merchant_id: merchantId,
        member_id: memberId,
        vendor: 'HOUSE',
        vendor_bet_id: `seed-team-${memberId}-${n}`,
        category: b.game.category,
        game_code: b.game.code,
        game_name: b.game.name,
        stake: b.stake,
        valid_bet: b.stake,
        payout: b.payout,
        status: 'SETTLED' as const,
        placed_at: b.placedAt,
        settled_at: new Date(b.placedAt.getTime() + 30_000),
      })),
    )
    .execute();

  const games = vendorWallet(memberId, 'HOUSE');
  const ref = `VT-seed-team-${memberId}`;
  await postTransfer(db, {
    merchantId,
    key: `seed:team:${memberId}:in`,
    type: 'TRANSFER_TO_VENDOR',
    memberId,
    reference: ref,
    meta: { vendor: 'HOUSE' },
    postings: move(mainWallet(memberId), games, total),
  });
  const float = house('VENDOR_FLOAT', 'HOUSE');
  if (net !== 0n)
    await postTransfer(db, {
      merchantId,
      key: `seed:team:${memberId}:result`,
      type: 'GAME_RESULT',
      memberId,
      reference: ref,
      postings: net > 0n ? move(float, games, net) : move(games, float, -net),
    });
  await postTransfer(db, {
    merchantId,
    key: `seed:team:${memberId}:out`,
    type: 'TRANSFER_FROM_VENDOR',
    memberId,
    reference: ref,
    meta: { vendor: 'HOUSE' },
    postings: move(games, mainWallet(memberId), total + net),
  });
}
