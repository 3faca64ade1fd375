import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { InProcessBus } from '../../adapters/redis/bus.js';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { commitOf } from '../house-lottery/games/fair-draw.js';
import { createSeededTestRng } from '../house-vendor/games/rng.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import { CardRoom, pvpChannel, pvpWallet, type TableEvent } from './card-room.service.js';
import type { TableView } from './card-table.js';

const TIMING = { turnMs: 10_000, botWaitMs: 5_000, botThinkMs: 500, betweenHandsMs: 2_000 };
const COST = 2_400n; // 24 small bets of P1 (the seeded HOLDEM1 room)
let handle: DbHandle;
let merchantId: number;
let now = Date.parse('2026-11-30T10:00:00Z');
const bus = new InProcessBus({ warn: () => {} });
let room: CardRoom;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  room = new CardRoom({
    db: handle.db,
    bus,
    timing: TIMING,
    bots: createSeededTestRng('bots'),
    now: () => now,
  });
});
afterAll(() => handle.close());

const wallet = (player: string) => pvpWallet({ player, demo: false });
const fund = async (player: string, amount: bigint) => {
  await wallets.ensureWallet(handle.db, merchantId, wallet(player));
  await wallets.addToBalanceIfCovered(handle.db, merchantId, wallet(player), amount);
};
const balanceOf = async (player: string) =>
  BigInt((await wallets.findWalletBalance(handle.db, merchantId, wallet(player)))?.balance ?? 0n);
const launch = (player: string, game = 'HOLDEM1') =>
  room.openSession({ merchantId, player, game, demo: false });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'done',
    (e: { code?: string }) => e.code,
  );
const book = async () =>
  (
    await sql<{ rake: string; bots: string }>`
    select rake::text, bots::text from pvp_house_book where merchant_id = ${merchantId} and not demo
  `.execute(handle.db)
  ).rows[0] ?? { rake: '0', bots: '0' };
/** Runs the dealer at the table's next due moment. */
const dealerAt = async (table: TableView | null) => {
  now = Math.max(now, table!.dueAt!);
  return room.runDue();
};

/**
 * Plays the running hand to its end: the people by `choose` (check or call by default), the bots
 * when the dealer comes for them. Answers the last view.
 */
async function playOut(
  tokens: Record<string, string>,
  choose = (legal: TableView['legal']) =>
    legal.find((a) => a.action === 'check' || a.action === 'call')!.action,
) {
  let view = (await room.state(Object.values(tokens)[0])).table!;
  for (let moves = 0; !view.result; moves++) {
    if (moves > 200) throw new Error('the hand does not end');
    const toAct = view.seats[view.toAct!]!;
    const token = Object.entries(tokens).find(([p]) => toAct.name === tableNameOf(p))?.[1];
    if (toAct.bot || !token) await dealerAt(view);
    else {
      const mine = (await room.state(token)).table!;
      await room.act(token, { hand: mine.handNo, action: choose(mine.legal) });
    }
    view = (await room.state(Object.values(tokens)[0])).table!;
  }
  return view;
}
const tableNameOf = (player: string) => `${player.slice(0, 2)}***${player.slice(-2)}`;

describe('the card room', () => {
  it('seats two people at one table, fills it with labelled bots after the wait, and deals with the escrow held', async () => {
    await fund('alice01', 10_000n);
    await fund('bobby02', 10_000n);
    const [a, b] = [await launch('alice01'), await launch('bobby02')];
    const seated = await room.sit(a);
    expect(seated.table).toMatchObject({ handNo: null, dueAt: now + TIMING.botWaitMs });
    expect(seated.room).toMatchObject({ smallBet: 1, bigBet: 2, handCost: 24, rakePercent: 5, rakeCap: 2 });
    const other = await room.sit(b);
    expect(other.table!.id).toBe(seated.table!.id);
    expect(other.table!.seats.filter(Boolean)).toHaveLength(2);

    const events: TableEvent[] = [];
    const stop = bus.subscribe(pvpChannel(seated.table!.id), (e) => events.push(e as TableEvent));
    expect(await dealerAt(other.table)).toBe(1);
    stop();
    const view = (await room.state(a)).table!;
    expect(view.handNo).toBe(1);
    expect(view.seats.filter(Boolean)).toHaveLength(4);
    expect(view.seats.filter((s) => s?.bot).map((s) => s!.name)).toEqual([
      expect.stringMatching(/^Bot /),
      expect.stringMatching(/^Bot /),
    ]);
    // My cards only: every other seat's are hidden.
    expect(view.seats.filter((s) => s?.cards)).toEqual([
      expect.objectContaining({ me: true, cards: [expect.any(String), expect.any(String)] }),
    ]);
    expect(view.commit).toMatch(/^[0-9a-f]{64}$/);
    expect(view.seed).toBeNull();
    expect([await balanceOf('alice01'), await balanceOf('bobby02')]).toEqual([
      10_000n - COST,
      10_000n - COST,
    ]);
    // The stream's event, seen by Bob, shows Bob's cards and not Alice's.
    const bobs = room.viewFor(events.at(-1)!, wallet('bobby02')).table;
    expect(bobs.seats.filter((s) => s?.cards).map((s) => s!.name)).toEqual([tableNameOf('bobby02')]);
  });

  it('plays the hand to the end: the pot, the rake and the bots add up to what the people lost', async () => {
    const a = await launch('alice01');
    const b = await launch('bobby02');
    const before = await book();
    const view = await playOut({ alice01: a, bobby02: b });
    expect(view.seed).not.toBeNull();
    expect(commitOf(view.seed!)).toBe(view.commit);
    const after = await book();
    const people = (await balanceOf('alice01')) + (await balanceOf('bobby02')) - 20_000n;
    const house = BigInt(after.rake) - BigInt(before.rake) + BigInt(after.bots) - BigInt(before.bots);
    expect(people + house).toBe(0n);
    expect(view.result!.winners.reduce((s, w) => s + w.amount, 0) + view.result!.rake).toBeCloseTo(view.pot);
    // Each person's hand is a bet of what they put in, paid what they won.
    const feed = await room.betsSince(merchantId, '0', 100);
    expect(feed.bets.map((x) => x.player).sort()).toEqual(['alice01', 'bobby02']);
    for (const bet of feed.bets) expect(BigInt(bet.stake)).toBeGreaterThan(0n);
  });

  it('refuses a move out of turn or on another hand, and a seat the wallet cannot cover', async () => {
    const a = await launch('alice01');
    const b = await launch('bobby02');
    const view = (await room.state(a)).table!;
    await dealerAt(view); // the next hand
    const dealt = (await room.state(a)).table!;
    expect(dealt.handNo).toBe(2);
    // The last hand stays in view through the next one, its seed open to check.
    expect(dealt.lastHand).toMatchObject({ no: 1, seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(commitOf(dealt.lastHand!.seed)).toBe(dealt.lastHand!.commit);
    expect(dealt.seed).toBeNull();
    const waiting = dealt.seats.find((s) => s && !s.bot && dealt.toAct !== s.seat);
    const notMine = waiting!.name === tableNameOf('alice01') ? a : b;
    expect(await refusal(room.act(notMine, { hand: 2, action: 'call' }))).toBe('pvp.not.your.turn');
    expect(await refusal(room.act(a, { hand: 1, action: 'fold' }))).toBe('pvp.not.your.turn');
    await fund('carol03', 2_000n);
    expect(await refusal(room.sit(await launch('carol03')))).toBe('balance.insufficient');
    await playOut({ alice01: a, bobby02: b });
  });

  it('plays for a player who lets the clock run out, and stands them up after two', async () => {
    const a = await launch('alice01');
    const b = await launch('bobby02');
    await dealerAt((await room.state(a)).table); // hand 3
    // Alice never acts: only Bob does, and the dealer runs out her clock.
    let view = (await room.state(a)).table!;
    const aliceSeat = view.seats.find((s) => s?.name === tableNameOf('alice01'))!.seat;
    await playOut({ bobby02: b });
    view = (await room.state(a)).table!;
    expect(view.seats[aliceSeat]).not.toBeNull();
    await dealerAt(view); // hand 4
    await playOut({ bobby02: b });
    await dealerAt((await room.state(b)).table); // hand 5: Alice has timed out in two hands in a row
    view = (await room.state(b)).table!;
    expect(view.handNo).toBe(5);
    expect(view.seats.some((s) => s?.name === tableNameOf('alice01'))).toBe(false);
    expect((await room.state(a)).table).toBeNull();
    // Her escrow came back each time: she lost at most what she put in.
    expect(await balanceOf('alice01')).toBeGreaterThanOrEqual(10_000n - 3n * COST);
    await playOut({ bobby02: b });
  });

  it('folds a player who leaves mid-hand at their turn, and gives back the rest of the escrow', async () => {
    const b = await launch('bobby02');
    await dealerAt((await room.state(b)).table); // hand 6
    const before = await balanceOf('bobby02');
    const left = await room.leave(b);
    expect(left.table!.seats.find((s) => s?.me)).toMatchObject({ leaving: true });
    let view = left.table!;
    while (!view.result) {
      await dealerAt(view);
      view = (await room.state(b)).table!;
    }
    const mine = view.seats.find((s) => s?.me)!;
    expect(mine.folded || view.result.winners.some((w) => w.seat === mine.seat)).toBe(true);
    expect(await balanceOf('bobby02')).toBe(
      before +
        COST -
        BigInt(Math.round(mine.contributed * 100)) +
        BigInt(Math.round((view.result.winners.find((w) => w.seat === mine.seat)?.amount ?? 0) * 100)),
    );
    // Nobody is left: after the hand the bots go and the table rests.
    await dealerAt(view);
    expect((await room.state(b)).table).toBeNull();
    const list = await room.roomList(merchantId);
    expect(list.rooms.find((r) => r.code === 'HOLDEM1')).toMatchObject({
      players: 0,
      bots: 0,
      tables: 0,
      handsLastHour: 6,
    });
  });

  it('voids a hand the servers left too long: every escrow comes back, no bet is made', async () => {
    await fund('dora04', 10_000n);
    const d = await launch('dora04', 'HOLDEM10');
    expect(await refusal(room.sit(d))).toBe('balance.insufficient');
    const e = await launch('dora04');
    await room.sit(e);
    await dealerAt((await room.state(e)).table);
    expect(await balanceOf('dora04')).toBe(10_000n - COST);
    const view = (await room.state(e)).table!;
    now = view.dueAt! + 61_000;
    await room.runDue();
    expect(await balanceOf('dora04')).toBe(10_000n);
    const after = (await room.state(e)).table!;
    expect(after.handNo).toBeNull();
    const feed = await room.betsSince(merchantId, '0', 100);
    expect(feed.bets.some((x) => x.player === 'dora04')).toBe(false);
    await room.leave(e);
  });

  it('moves a due table once when two processes race for it', async () => {
    const other = new CardRoom({
      db: handle.db,
      bus,
      timing: TIMING,
      bots: createSeededTestRng('other'),
      now: () => now,
    });
    await fund('erin005', 10_000n);
    const token = await launch('erin005');
    await room.sit(token);
    now = (await room.state(token)).table!.dueAt!;
    const moved = await Promise.all([room.runDue(), other.runDue()]);
    expect(moved.reduce((x, y) => x + y, 0)).toBe(1);
    const hands = await sql<{
      n: number;
    }>`select count(*)::int as n from pvp_hands h join pvp_hand_players p on p.hand_id = h.id where p.player = 'erin005'`.execute(
      handle.db,
    );
    expect(hands.rows[0]!.n).toBe(1);
    await room.leave(token);
  });
});
