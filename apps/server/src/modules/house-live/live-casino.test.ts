import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../../adapters/redis/bus.js';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { commitOf } from '../house-lottery/games/fair-draw.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import { payoutOf } from './games/baccarat.js';
import { dealOf, LiveCasino, liveChannel, liveWallet } from './live-casino.service.js';
import type { LiveTable } from './live-tables.js';

const TABLE: LiveTable = { code: 'BACCARAT', name: 'Test table', bettingMs: 10_000, dealMs: 5_000 };
let handle: DbHandle;
let merchantId: number;
let now = 0;
const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
const bus = new InProcessBus({ warn: () => {} });
const events: { type: string; [k: string]: unknown }[] = [];
let live: LiveCasino;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  bus.subscribe(liveChannel('BACCARAT'), (m) => events.push(m as never));
  live = new LiveCasino({ db: handle.db, clock, bus, tables: [TABLE] });
});
afterAll(() => handle.close());

/** Rounds a day ahead, after the seeded history. */
const R = Math.floor(Date.now() / 15_000) + 6_000;
const no = (k: number) => String(R + k);
/** Puts the clock `ms` into the betting of round R + k. */
const atRound = (k: number, ms = 1_000) => (now = (R + k) * 15_000 + ms);
const fund = async (player: string, amount: bigint) => {
  await wallets.ensureWallet(handle.db, merchantId, liveWallet({ player, demo: false }));
  await wallets.addToBalanceIfCovered(handle.db, merchantId, liveWallet({ player, demo: false }), amount);
};
const balanceOf = async (player: string, demo = false) =>
  BigInt(
    (await wallets.findWalletBalance(handle.db, merchantId, liveWallet({ player, demo })))?.balance ?? 0n,
  );
const sit = (player: string, demo = false) =>
  live.openSession({ merchantId, player, game: 'BACCARAT', demo });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'placed',
    (e: { code?: string }) => e.code,
  );

describe('live baccarat table', () => {
  it('shows the current round with its commit and takes bets into one row per player', async () => {
    atRound(0);
    await fund('p1', 100_000n);
    const token = await sit('p1');
    const state = await live.state(token);
    expect(state.round).toMatchObject({ no: no(0), opensAt: R * 15_000, closesAt: R * 15_000 + 10_000 });
    expect(events.at(-1)).toMatchObject({ type: 'round', round: { no: no(0), commit: state.round.commit } });
    expect([state.minBet, state.maxBet, state.balance]).toEqual(['100', '5000000', '100000']);

    const bet = (bets: { spot: string; amount: string }[], round = no(0)) =>
      live.placeBets(token, { round, bets });
    expect(
      await bet([
        { spot: 'BANKER', amount: '1001' },
        { spot: 'PLAYER_PAIR', amount: '100' },
      ]),
    ).toEqual({
      balance: '98899',
      myBets: [
        { spot: 'BANKER', stake: '1001' },
        { spot: 'PLAYER_PAIR', stake: '100' },
      ],
    });
    expect((await bet([{ spot: 'BANKER', amount: '999' }])).myBets[0]).toEqual({
      spot: 'BANKER',
      stake: '2000',
    });
    // refused, and nothing changes: below the minimum, over the balance, a spot twice, another round
    expect(await refusal(bet([{ spot: 'TIE', amount: '99' }]))).toBe('bet.out.of.limits');
    expect(await refusal(bet([{ spot: 'TIE', amount: '1.5' }]))).toBe('bet.out.of.limits');
    expect(await refusal(bet([{ spot: 'TIE', amount: '500000' }]))).toBe('balance.insufficient');
    expect(
      await refusal(
        bet([
          { spot: 'TIE', amount: '100' },
          { spot: 'TIE', amount: '100' },
        ]),
      ),
    ).toBe('bet.out.of.limits');
    expect(await refusal(bet([{ spot: 'TIE', amount: '100' }], no(-1)))).toBe('live.betting.closed');
    expect(await balanceOf('p1')).toBe(100_000n - 2_100n);
    expect((await live.state(token)).myBets).toEqual([
      { spot: 'BANKER', stake: '2000' },
      { spot: 'PLAYER_PAIR', stake: '100' },
    ]);
  });

  it('refuses bets after the close and settles every bet from the committed seed, once', async () => {
    await fund('p2', 50_000n);
    const p2 = await sit('p2');
    const demo = await sit('p3', true);
    await live.placeBets(p2, {
      round: no(0),
      bets: [
        { spot: 'PLAYER', amount: '5000' },
        { spot: 'TIE', amount: '1000' },
      ],
    });
    await live.placeBets(demo, { round: no(0), bets: [{ spot: 'BANKER', amount: '2000' }] });
    now = R * 15_000 + 10_000; // the close
    expect(await refusal(live.placeBets(p2, { round: no(0), bets: [{ spot: 'TIE', amount: '100' }] }))).toBe(
      'live.betting.closed',
    );
    const round = (await live.state(p2)).round;
    expect(await live.settleDue()).toBe(1);
    expect(await live.settleDue()).toBe(0);

    const result = events.at(-1) as { type: string; result: Record<string, unknown> & { seed: string } };
    expect(result.type).toBe('result');
    expect(commitOf(result.result.seed)).toBe(round.commit);
    const deal = dealOf({ seed: result.result.seed, table_code: 'BACCARAT', no: no(0) });
    expect(result.result).toMatchObject({ winner: deal.winner, player: deal.player, banker: deal.banker });
    expect(await balanceOf('p1')).toBe(97_900n + payoutOf({ BANKER: 2000n, PLAYER_PAIR: 100n }, deal));
    expect(await balanceOf('p2')).toBe(44_000n + payoutOf({ PLAYER: 5000n, TIE: 1000n }, deal));
    expect(await balanceOf('p3', true)).toBe(198_000n + payoutOf({ BANKER: 2000n }, deal));
    const state = await live.state(p2);
    expect(state.history.at(-1)).toMatchObject({ no: no(0), seed: result.result.seed });
    expect(state.last).toEqual({
      no: no(0),
      stake: '6000',
      payout: String(payoutOf({ PLAYER: 5000n, TIE: 1000n }, deal)),
    });
  });

  it('feeds the settled real bets (not free play) to the platform in order, once', async () => {
    const first = await live.betsSince(merchantId, '0', 500);
    const mine = first.bets.filter((b) => ['p1', 'p2'].includes(b.player));
    expect(mine.map((b) => [b.player, b.game, b.stake])).toEqual([
      ['p1', 'BACCARAT', '2100'],
      ['p2', 'BACCARAT', '6000'],
    ]);
    expect(first.bets.some((b) => b.player === 'p3')).toBe(false);
    expect((await live.betsSince(merchantId, first.cursor, 500)).bets).toEqual([]);
  });

  it('settles a round left open by a stopped process when another starts', async () => {
    atRound(10);
    const p1 = await sit('p1');
    const before = await balanceOf('p1');
    await live.placeBets(p1, { round: no(10), bets: [{ spot: 'PLAYER', amount: '1000' }] });
    // this process stops; another comes up after the close
    const other = new LiveCasino({ db: handle.db, clock, bus, tables: [TABLE] });
    now = (R + 10) * 15_000 + 60_000;
    const [a, b] = await Promise.all([other.settleDue(), live.settleDue()]);
    expect(a + b).toBe(1);
    const round = (await live.state(p1)).history.at(-1)!;
    const deal = dealOf({ seed: round.seed, table_code: 'BACCARAT', no: no(10) });
    expect(await balanceOf('p1')).toBe(before - 1000n + payoutOf({ PLAYER: 1000n }, deal));
  });
});
