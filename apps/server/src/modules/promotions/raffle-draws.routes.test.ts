import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import {
  deposit,
  newPlayer,
  playerCall,
  savePromotion,
  type TestPlayer,
} from '../../test/promotion-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { expectLedgerSound, mainBalance } from '../../test/wallet-client.js';
import { periodAt } from '../agent-settlement/contract-periods.js';

let t: TestContext;
let admin: string;
const DAY = 86_400_000;
const TIME_ZONE = 'Asia/Manila';

type RaffleRules = Extract<SavePromotionRequest['rules'], { kind: 'RAFFLE' }>;
/** A daily draw for three days: an entry per 100 deposited since joining (at most 5); 50 × 1, 10 × 2. */
const raffle = (
  rules: Partial<RaffleRules> = {},
  change: Partial<SavePromotionRequest> = {},
): SavePromotionRequest => ({
  art: 'raffle',
  startsAt: Date.now() - 3 * DAY,
  repeat: 'DAILY',
  rules: {
    kind: 'RAFFLE',
    basis: 'DEPOSIT',
    ticketStep: 100,
    ticketsMax: 5,
    turnoverMultiple: 1,
    prizes: [
      { amount: 50, winners: 1 },
      { amount: 10, winners: 2 },
    ],
    ...rules,
  },
  texts: [{ language: 'EN', title: 'Daily draw', summary: 'Win', rules: 'Join.\n\nDeposit.' }],
  ...change,
});

const detail = async (token: string | undefined, id: number) =>
  (await playerCall(t.app, token, 'GET', `/wps/promotion/detail?id=${id}`)).body.value;
const yesterday = () => new Date(Date.now() - DAY);
const yesterdayKey = () => periodAt('D', TIME_ZONE, yesterday()).key;

/** A player who joined two days ago (before yesterday's period began). */
async function joined(promotionId: number): Promise<TestPlayer> {
  const p = await newPlayer(t.app, t.db, { registeredAt: new Date(Date.now() - 5 * DAY) });
  const join = await playerCall(t.app, p.token, 'POST', '/wps/promotion/join', { id: promotionId });
  expect(join.status, JSON.stringify(join.body)).toBe(200);
  await sql`update promotion_joins set joined_at = ${new Date(Date.now() - 2 * DAY)}
    where promotion_id = ${promotionId} and member_id = ${p.id}`.execute(t.db);
  return p;
}

const winnersOf = (promotionId: number) =>
  t.db
    .selectFrom('promotion_raffle_winners')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .orderBy('place')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

describe('prize draw', () => {
  it('draws a closed day among joined players by entries, pays its winners once, shows the board', async () => {
    const promo = await savePromotion(t.app, admin, raffle());
    const visitor = await detail(undefined, promo.id);
    expect(visitor.state).toBe('JOIN');
    expect(visitor.reward.prizes).toEqual([
      { amount: 50, winners: 1 },
      { amount: 10, winners: 2 },
    ]);
    expect(visitor.progress.raffle).toMatchObject({ entries: null, lastDraw: null });
    expect(visitor.progress.raffle.drawsAt).toBe(
      periodAt('D', TIME_ZONE, new Date()).end.getTime() + 5 * 60_000,
    );

    const [a, b, c] = [await joined(promo.id), await joined(promo.id), await joined(promo.id)];
    const outsider = await newPlayer(t.app, t.db);
    await deposit(t.db, a.id, 250_00n, yesterday()); // 2 entries
    await deposit(t.db, b.id, 100_00n, yesterday()); // 1 entry
    await deposit(t.db, c.id, 50_00n, yesterday()); // below a step: no entry
    await deposit(t.db, outsider.id, 1000_00n, yesterday()); // not joined
    await deposit(t.db, a.id, 120_00n); // today: tomorrow's draw

    const mine = await detail(a.token, promo.id);
    expect(mine.state).toBe('JOINED');
    expect(mine.progress.raffle.entries).toEqual({ basis: 120, tickets: 1, toNextTicket: 80 });

    const before = await Promise.all([a, b, c, outsider].map((p) => mainBalance(t.db, p.id)));
    await t.app.services.drawRaffles();
    const after = await Promise.all([a, b, c, outsider].map((p) => mainBalance(t.db, p.id)));
    const won = after.map((x, i) => x - before[i]!);
    expect(won.slice(2)).toEqual([0n, 0n]);
    expect([...won.slice(0, 2)].sort()).toEqual([10_00n, 50_00n]);

    const winners = await winnersOf(promo.id);
    expect(winners.map((w) => [w.period, w.rank, BigInt(w.amount)])).toEqual([
      [yesterdayKey(), 1, 50_00n],
      [yesterdayKey(), 2, 10_00n],
    ]);
    const draws = await t.db
      .selectFrom('promotion_raffle_draws')
      .selectAll()
      .where('promotion_id', '=', promo.id)
      .orderBy('period')
      .execute();
    // The promotion's three past days are drawn: only yesterday had entrants (the third prize: nobody left).
    expect(draws.map((d) => [d.entrants, d.tickets, d.unawarded])).toEqual([
      [0, 0, 3],
      [0, 0, 3],
      [2, 3, 1],
    ]);

    const board = (await detail(c.token, promo.id)).progress.raffle.lastDraw;
    expect(board).toMatchObject({ period: yesterdayKey(), entrants: 2, tickets: 3 });
    expect(board.winners.map((w: { rank: number; amount: number }) => [w.rank, w.amount])).toEqual([
      [1, 50],
      [2, 10],
    ]);
    expect(board.winners[0].maskedName).toMatch(/^pr\*\*\*/);
    const rewards = (await playerCall(t.app, a.token, 'GET', '/wps/promotion/rewards')).body.value.list;
    expect(rewards.find((r: { promotionId: number }) => r.promotionId === promo.id)).toMatchObject({
      kind: 'RAFFLE',
      status: 'PAID',
      amount: Number(won[0]) / 100,
    });

    // A later draw nobody entered does not hide the last winners from the board.
    await sql`insert into promotion_raffle_draws (promotion_id, period, entrants, tickets, unawarded)
      values (${promo.id}, '9999-12-31', 0, 0, 3)`.execute(t.db);
    expect((await detail(c.token, promo.id)).progress.raffle.lastDraw.period).toBe(yesterdayKey());
    await sql`delete from promotion_raffle_draws where promotion_id = ${promo.id} and period = '9999-12-31'`.execute(
      t.db,
    );

    // A rerun draws nothing twice (the draw's key).
    await t.app.services.drawRaffles();
    expect(await Promise.all([a, b, c, outsider].map((p) => mainBalance(t.db, p.id)))).toEqual(after);
    await expectLedgerSound(t.db);
  });

  it('awards only what the budget pays, and draws nothing while paused', async () => {
    const promo = await savePromotion(t.app, admin, raffle({}, { budget: 55 }));
    const players = [await joined(promo.id), await joined(promo.id), await joined(promo.id)];
    for (const p of players) await deposit(t.db, p.id, 100_00n, yesterday());
    const pause = (status: 'ACTIVE' | 'PAUSED') =>
      t.app.inject({
        method: 'POST',
        url: '/ops/promotions/status',
        headers: { authorization: admin },
        payload: { id: promo.id, status },
      });
    expect((await pause('PAUSED')).statusCode).toBe(200);
    await t.app.services.drawRaffles();
    expect(await winnersOf(promo.id)).toHaveLength(0);

    expect((await pause('ACTIVE')).statusCode).toBe(200);
    await t.app.services.drawRaffles();
    const winners = await winnersOf(promo.id);
    expect(winners.map((w) => BigInt(w.amount))).toEqual([50_00n]);
    const last = await t.db
      .selectFrom('promotion_raffle_draws')
      .select(['entrants', 'unawarded'])
      .where('promotion_id', '=', promo.id)
      .where('period', '=', yesterdayKey())
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ entrants: 3, unawarded: 2 });
    const row = await t.db
      .selectFrom('promotions')
      .select('budget_used')
      .where('id', '=', promo.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(row.budget_used)).toBe(50_00n);
    await expectLedgerSound(t.db);
  });

  it('refuses a draw without repeat, or with more winners than a draw may have', async () => {
    const save = (body: SavePromotionRequest) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/promotions',
        headers: { authorization: admin },
        payload: body,
      });
    expect((await save(raffle({}, { repeat: 'ONCE' }))).json().errorCode).toBe('request_param_err');
    const crowd = raffle({
      prizes: [
        { amount: 1, winners: 60 },
        { amount: 1, winners: 41 },
      ],
    });
    expect((await save(crowd)).json().errorCode).toBe('request_param_err');
    // The raffle call is the wheel's and the rain's: a draw is entered by joining.
    const promo = await savePromotion(t.app, admin, raffle());
    const p = await joined(promo.id);
    const call = await playerCall(t.app, p.token, 'POST', '/wps/promotion/raffle', { id: promo.id });
    expect(call.body.errorCode).toBe('request_param_err');
  });
});
