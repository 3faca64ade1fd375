import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { commitOf } from '../house-lottery/games/fair-draw.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import { scoreAt } from './games/virtual-match.js';
import { combinedOdds } from './sport-books.js';
import { SportsFeed, VIRTUAL_LEAGUES, virtualSlot } from './sports-feed.service.js';
import { SportsOperations } from './sports-operations.service.js';
import { Sportsbook, sportsWallet } from './sportsbook.service.js';

let handle: DbHandle;
let merchantId: number;
const T0 = Date.UTC(2027, 0, 4, 12, 0, 0);
let now = T0;
const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
let book: Sportsbook;
let ops: SportsOperations;
let token: string;
let fixture: string;
let other: string;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  book = new Sportsbook({ db: handle.db, clock });
  ops = new SportsOperations({ db: handle.db, clock });
  const wallet = sportsWallet({ player: 'sb1', demo: false, book: 'SPORTS' });
  await wallets.ensureWallet(handle.db, merchantId, wallet);
  await wallets.addToBalanceIfCovered(handle.db, merchantId, wallet, 100_000n);
  token = await book.openSession({ merchantId, player: 'sb1', game: 'SPORTSBOOK', demo: false });
  const base = {
    sport: 'FOOTBALL',
    league: 'Test League',
    startsAt: T0 + 3_600_000,
    homeXg: 1.6,
    awayXg: 1.1,
  };
  fixture = (await ops.create({ ...base, home: 'Alpha FC', away: 'Beta FC' })).id;
  other = (await ops.create({ ...base, home: 'Gamma FC', away: 'Delta FC' })).id;
});
afterAll(() => handle.close());

const balance = async () => BigInt((await book.state(token)).balance);
const eventOf = async (id: string) => (await book.events(token)).events.find((e) => e.id === id)!;
const oddsOf = async (id: string, market: string, code: string) =>
  (await eventOf(id)).markets.find((m) => m.kind === market)!.selections.find((s) => s.code === code)!.odds!;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'placed',
    (e: { code?: string }) => e.code,
  );
let n = 0;
const rid = () => `test-request-${++n}`;

describe('house sportsbook', () => {
  it('lists fixtures with priced markets whose overround is the margin', async () => {
    const e = await eventOf(fixture);
    expect(e).toMatchObject({ status: 'PRE', home: 'Alpha FC', minute: null });
    const x12 = e.markets.find((m) => m.kind === '1X2')!.selections;
    const overround = x12.reduce((s, x) => s + 1000 / x.odds!, 0);
    expect(overround).toBeGreaterThan(1.049);
    expect(overround).toBeLessThan(1.052);
    expect(e.markets.map((m) => m.kind)).toEqual(['1X2', 'HANDICAP', 'TOTAL']);
  });

  it('takes a single at the odds seen, once per request id, and refuses what it must', async () => {
    const odds = await oddsOf(fixture, '1X2', 'HOME');
    const slip = { stake: '1000', legs: [{ eventId: fixture, market: '1X2', selection: 'HOME', odds }] };
    const requestId = rid();
    const placed = await book.placeBet(token, { ...slip, requestId });
    expect(placed.bet).toMatchObject({ kind: 'SINGLE', stake: '1000', odds, status: 'OPEN' });
    expect(placed.bet.potential).toBe(String((1000n * BigInt(odds)) / 1000n));
    expect(placed.balance).toBe('99000');
    // the same request again places nothing
    expect((await book.placeBet(token, { ...slip, requestId })).bet.id).toBe(placed.bet.id);
    expect(await balance()).toBe(99_000n);
    const wrong = { ...slip.legs[0]!, odds: odds + 10 };
    expect(await refusal(book.placeBet(token, { stake: '1000', legs: [wrong], requestId: rid() }))).toBe(
      'sports.odds.changed',
    );
    // taking better odds than seen is fine when asked
    const lower = { ...slip.legs[0]!, odds: odds + 10 };
    expect(
      await refusal(
        book.placeBet(token, { stake: '100', legs: [lower], requestId: rid(), acceptOdds: 'ANY' }),
      ),
    ).toBe('placed');
    expect(await refusal(book.placeBet(token, { ...slip, stake: '50', requestId: rid() }))).toBe(
      'bet.out.of.limits',
    );
    expect(await refusal(book.placeBet(token, { ...slip, stake: '1000000', requestId: rid() }))).toBe(
      'balance.insufficient',
    );
    const twice = { stake: '100', legs: [slip.legs[0]!, slip.legs[0]!], requestId: rid() };
    expect(await refusal(book.placeBet(token, twice))).toBe('sports.event.invalid');
    expect(await balance()).toBe(98_900n);
  });

  it('prices in play from the live score and the clock, and settles a parlay by the product of its odds', async () => {
    const legs = [
      { eventId: fixture, market: 'TOTAL', selection: 'OVER', odds: await oddsOf(fixture, 'TOTAL', 'OVER') },
      { eventId: other, market: '1X2', selection: 'AWAY', odds: await oddsOf(other, '1X2', 'AWAY') },
    ];
    const parlay = (await book.placeBet(token, { stake: '2000', legs, requestId: rid() })).bet;
    expect(parlay).toMatchObject({ kind: 'PARLAY', odds: Number(combinedOdds(legs.map((l) => l.odds))) });

    now = T0 + 3_600_000 + 45 * 60_000; // half time
    const before = await oddsOf(fixture, '1X2', 'HOME');
    await ops.score(fixture, 1, 0);
    const live = await eventOf(fixture);
    expect(live).toMatchObject({ status: 'LIVE', minute: 45, score: { home: 1, away: 0 } });
    expect(await oddsOf(fixture, '1X2', 'HOME')).toBeLessThan(before);
    await expect(ops.score(fixture, 0, 0)).rejects.toMatchObject({ code: 'sports.event.invalid' });

    now = T0 + 3_600_000 + 100 * 60_000;
    const paid = await balance();
    expect(await ops.settle(fixture, 3, 1)).toMatchObject({ bets: 2 }); // the two singles on HOME; the parlay waits
    expect(await ops.settle(other, 0, 2)).toMatchObject({ bets: 1 });
    const settled = await book.myBets(token, false);
    const p = settled.find((b) => b.id === parlay.id)!;
    expect(p).toMatchObject({ status: 'WON', payout: String((2000n * BigInt(parlay.odds)) / 1000n) });
    const singles = settled.filter((b) => b.kind === 'SINGLE');
    const won = singles.reduce((s, b) => s + BigInt(b.payout!), 0n);
    expect(await balance()).toBe(paid + won + BigInt(p.payout!));
    expect(await ops.settle(fixture, 3, 1).catch((e: { code: string }) => e.code)).toBe(
      'sports.event.invalid',
    );
  });

  it('voids a fixture: a single is returned, a parlay leg counts 1.00', async () => {
    const base = {
      sport: 'FOOTBALL',
      league: 'Test League',
      startsAt: now + 3_600_000,
      homeXg: 1.2,
      awayXg: 1.3,
    };
    const a = (await ops.create({ ...base, home: 'Epsilon FC', away: 'Zeta FC' })).id;
    const b = (await ops.create({ ...base, home: 'Eta FC', away: 'Theta FC' })).id;
    const legA = { eventId: a, market: '1X2', selection: 'DRAW', odds: await oddsOf(a, '1X2', 'DRAW') };
    const legB = { eventId: b, market: '1X2', selection: 'HOME', odds: await oddsOf(b, '1X2', 'HOME') };
    const single = (await book.placeBet(token, { stake: '500', legs: [legA], requestId: rid() })).bet;
    const parlay = (await book.placeBet(token, { stake: '500', legs: [legA, legB], requestId: rid() })).bet;
    const start = await balance();
    expect(await ops.void(a)).toMatchObject({ bets: 1 });
    now += 2 * 3_600_000;
    await ops.settle(b, 2, 0);
    const closed = await book.myBets(token, false);
    expect(closed.find((x) => x.id === single.id)).toMatchObject({ status: 'VOID', payout: '500' });
    expect(closed.find((x) => x.id === parlay.id)).toMatchObject({
      status: 'WON',
      payout: String((500n * BigInt(legB.odds)) / 1000n),
    });
    expect(await balance()).toBe(start + 500n + (500n * BigInt(legB.odds)) / 1000n);
  });

  it('cashes out an open bet at the offer (95 % of its value now), once', async () => {
    const c = (
      await ops.create({
        sport: 'FOOTBALL',
        league: 'Test League',
        home: 'Iota FC',
        away: 'Kappa FC',
        startsAt: now + 3_600_000,
        homeXg: 1.4,
        awayXg: 1.4,
      })
    ).id;
    const leg = { eventId: c, market: '1X2', selection: 'HOME', odds: await oddsOf(c, '1X2', 'HOME') };
    const bet = (await book.placeBet(token, { stake: '10000', legs: [leg], requestId: rid() })).bet;
    expect(bet.cashOut).toBe('9500'); // odds unchanged: 95 % of the stake
    now += 3_600_000 + 30 * 60_000;
    await ops.score(c, 1, 0); // the home side leads: worth more now
    const offer = (await book.myBets(token, true)).find((b) => b.id === bet.id)!.cashOut!;
    expect(BigInt(offer)).toBeGreaterThan(9500n);
    const before = await balance();
    expect(await refusal(book.cashOut(token, { betId: bet.id, amount: String(BigInt(offer) + 1n) }))).toBe(
      'sports.cashout.unavailable',
    );
    expect(await book.cashOut(token, { betId: bet.id, amount: offer })).toMatchObject({ payout: offer });
    expect(await balance()).toBe(before + BigInt(offer));
    expect(await refusal(book.cashOut(token, { betId: bet.id, amount: offer }))).toBe(
      'sports.cashout.unavailable',
    );
    await ops.settle(c, 1, 0);
    expect((await book.myBets(token, false)).find((b) => b.id === bet.id)).toMatchObject({
      status: 'CASHED_OUT',
    });
  });

  it('runs virtual leagues from committed seeds and settles them at full time', async () => {
    const feed = new SportsFeed({ db: handle.db, clock });
    const first = await feed.run();
    expect(first.created).toBeGreaterThan(0);
    expect((await feed.run()).created).toBe(0);
    const v = (await book.events(token)).events.find((e) => e.virtual)!;
    expect(v.commit).toMatch(/^[0-9a-f]{64}$/);
    const leg = { eventId: v.id, market: '1X2', selection: 'HOME', odds: await oddsOf(v.id, '1X2', 'HOME') };
    await book.placeBet(token, { stake: '1000', legs: [leg], requestId: rid() });
    now = v.startsAt + 10 * 60_000;
    expect((await feed.run()).settled).toBeGreaterThan(0);
    const result = (await book.events(token)).results.find((e) => e.id === v.id)!;
    expect(commitOf(result.seed!)).toBe(v.commit);
    // the revealed seed replays the slot: the same teams and the same final score
    const league = VIRTUAL_LEAGUES.find((l) => l.league === v.league)!;
    const match = virtualSlot(league, new Date(v.startsAt), result.seed!).find((m) => m.home === v.home)!;
    expect(match.away).toBe(v.away);
    const final = scoreAt(match.goals, 90);
    expect(result).toMatchObject({ status: 'SETTLED', score: { home: final.home, away: final.away } });
  });

  it('feeds settled real bets to the platform in order, once', async () => {
    const first = await book.betsSince(merchantId, 'SPORTS', '0', 500);
    expect(first.bets.length).toBeGreaterThanOrEqual(6);
    expect(first.bets.every((b) => b.game === 'SPORTSBOOK' && b.player === 'sb1')).toBe(true);
    expect((await book.betsSince(merchantId, 'SPORTS', first.cursor, 500)).bets).toEqual([]);
  });
});
