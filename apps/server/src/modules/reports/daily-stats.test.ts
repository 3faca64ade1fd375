import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_STATS_JOB } from '../../jobs/daily-stats.job.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { rollUpDailyStats } from './daily-stats-roll-up.js';

const TZ = 'Asia/Manila'; // UTC+8, no daylight saving
let t: TestContext;
let merchantId: number;
let members: bigint[];
let channelId: number;
let cardId: bigint;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ REPORT_TIME_ZONE: TZ });
  const merchant = await t.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  members = (
    await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((m) => BigInt(m.id));
  channelId = (await t.db.selectFrom('deposit_channels').select('id').orderBy('id').executeTakeFirstOrThrow())
    .id;
  cardId = BigInt((await t.db.selectFrom('bank_cards').select('id').executeTakeFirstOrThrow()).id);
});
afterAll(() => t.close());

const bet = (member: bigint, at: string, stake: bigint, payout: bigint, vendor = 'HOUSE', category = 'RNG') =>
  t.db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: member,
      vendor,
      vendor_bet_id: `t-${++seq}`,
      category,
      game_code: 'SLOT',
      game_name: 'Slot',
      stake,
      valid_bet: stake,
      payout,
      status: 'SETTLED',
      placed_at: at,
      settled_at: at,
    })
    .execute();
const deposit = (member: bigint, at: string, amount: bigint) =>
  t.db
    .insertInto('deposits')
    .values({
      merchant_id: merchantId,
      member_id: member,
      channel_id: channelId,
      amount,
      status: 'SUCCESS',
      request_key: `t-dep-${++seq}`,
      completed_at: at,
    })
    .execute();
const withdrawal = (member: bigint, at: string, amount: bigint) =>
  t.db
    .insertInto('withdrawals')
    .values({
      merchant_id: merchantId,
      member_id: member,
      bank_card_id: cardId,
      amount,
      status: 'PAID',
      request_key: `t-wd-${++seq}`,
      paid_at: at,
    })
    .execute();

/** The raw rows summed per day in the report time zone: what the aggregates must equal. */
async function rawGames() {
  return (
    await sql<Record<string, string>>`
      select to_char(placed_at at time zone ${TZ}, 'YYYY-MM-DD') as day, vendor, category,
        sum(stake)::text as stake, sum(payout)::text as payout, sum(valid_bet)::text as valid_bet,
        count(*)::text as bet_count, count(distinct member_id)::text as players
      from bets where merchant_id = ${merchantId} and status = 'SETTLED' group by 1, 2, 3 order by 1, 2, 3
    `.execute(t.db)
  ).rows;
}
async function storedGames() {
  return (
    await sql<Record<string, string>>`
      select day::text as day, vendor, category, stake::text, payout::text, valid_bet::text,
        bet_count::text, players::text
      from daily_game_stats where merchant_id = ${merchantId} order by 1, 2, 3
    `.execute(t.db)
  ).rows;
}
async function rawMoney() {
  return (
    await sql<Record<string, string>>`
      select day, kind, sum(amount)::text as amount, count(*)::text as count from (
        select to_char(completed_at at time zone ${TZ}, 'YYYY-MM-DD') as day, 'DEPOSIT' as kind, amount
          from deposits where merchant_id = ${merchantId} and status = 'SUCCESS'
        union all
        select to_char(paid_at at time zone ${TZ}, 'YYYY-MM-DD'), 'WITHDRAWAL', amount
          from withdrawals where merchant_id = ${merchantId} and paid_at is not null
      ) m group by 1, 2 order by 1, 2
    `.execute(t.db)
  ).rows;
}
async function storedMoney() {
  return (
    await sql<Record<string, string>>`
      select day::text as day, kind, sum(amount)::text as amount, sum(count)::text as count
      from daily_money_stats where merchant_id = ${merchantId} group by 1, 2 order by 1, 2
    `.execute(t.db)
  ).rows;
}

const rollUp = () => rollUpDailyStats(t.db, { timeZone: TZ });

describe('roll-up of the daily stats (issue 13)', () => {
  it('matches the raw rows, puts each row on its day in the report time zone, and never counts twice', async () => {
    const [a, b] = members as [bigint, bigint];
    // 15:59:59 UTC is 23:59:59 in Manila (1 March); 16:00 UTC is already 2 March there.
    await bet(a, '2026-03-01T15:59:59Z', 10_000n, 4_000n);
    await bet(b, '2026-03-01T16:00:00Z', 5_000n, 0n);
    await bet(a, '2026-03-01T16:30:00Z', 2_000n, 9_000n, 'HOUSE', 'LIVE');
    await deposit(a, '2026-03-01T15:00:00Z', 100_000n);
    await withdrawal(a, '2026-03-01T17:00:00Z', 30_000n);
    await rollUp();
    const games = await storedGames();
    expect(games).toEqual(await rawGames());
    expect(games.filter((g) => g.day === '2026-03-01')).toEqual([
      expect.objectContaining({
        vendor: 'HOUSE',
        category: 'RNG',
        stake: '10000',
        payout: '4000',
        players: '1',
      }),
    ]);
    expect(games.filter((g) => g.day === '2026-03-02').map((g) => g.category)).toEqual(['LIVE', 'RNG']);
    expect(await storedMoney()).toEqual(await rawMoney());

    // Run again with nothing new, then again after more rows: still exactly the raw sums.
    await rollUp();
    await rollUp();
    expect(await storedGames()).toEqual(games);
    await bet(a, '2026-03-02T01:00:00Z', 7_000n, 1_000n);
    await bet(a, '2026-03-01T10:00:00Z', 3_000n, 0n); // a late record of an earlier day
    await deposit(b, '2026-03-02T02:00:00Z', 50_000n);
    await withdrawal(b, '2026-03-02T03:00:00Z', 20_000n);
    await rollUp();
    await rollUp();
    expect(await storedGames()).toEqual(await rawGames());
    expect(await storedMoney()).toEqual(await rawMoney());
    const march2 = (await storedGames()).find((g) => g.day === '2026-03-02' && g.category === 'RNG');
    expect(march2).toMatchObject({ stake: '12000', payout: '1000', bet_count: '2', players: '2' });
  });

  it('counts a row that commits below the watermark after the watermark moved past it', async () => {
    const [a] = members as [bigint];
    // Reserve an id, as a transaction still running would, and let later ids commit first.
    const held = await t.db
      .insertInto('bets')
      .values({
        merchant_id: merchantId,
        member_id: a,
        vendor: 'HOUSE',
        vendor_bet_id: `t-${++seq}`,
        category: 'RNG',
        game_code: 'SLOT',
        game_name: 'Slot',
        stake: 1n,
        valid_bet: 1n,
        payout: 0n,
        status: 'SETTLED',
        placed_at: '2026-03-05T04:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('bets').where('id', '=', held.id).execute();
    await bet(a, '2026-03-06T04:00:00Z', 1_000n, 0n);
    await rollUp();
    // The held id commits now, on a day no newer row touches.
    await sql`insert into bets (id, merchant_id, member_id, vendor, vendor_bet_id, category, game_code, game_name,
        stake, valid_bet, payout, status, placed_at)
      values (${String(held.id)}::bigint, ${merchantId}::int, ${String(a)}::bigint, 'HOUSE', 'late-1', 'RNG', 'SLOT',
        'Slot', 4200, 4200, 0, 'SETTLED', '2026-03-05T04:00:00Z')`.execute(t.db);
    await rollUp();
    expect(await storedGames()).toEqual(await rawGames());
    expect((await storedGames()).find((g) => g.day === '2026-03-05')).toMatchObject({ stake: '4200' });
  });

  it('counts active players (a bet or a deposit) and bonuses per day', async () => {
    const [a, b, c] = members as [bigint, bigint, bigint];
    await bet(a, '2026-04-10T02:00:00Z', 1_000n, 0n);
    await bet(a, '2026-04-10T03:00:00Z', 1_000n, 0n);
    await deposit(b, '2026-04-10T04:00:00Z', 10_000n);
    await deposit(a, '2026-04-10T05:00:00Z', 10_000n);
    await bet(c, '2026-04-11T01:00:00Z', 1_000n, 0n); // 09:00 on the 11th in Manila
    const transfer = await t.db.selectFrom('ledger_transfers').select('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('bonuses')
      .values({
        merchant_id: merchantId,
        member_id: a,
        name: 'Test bonus',
        amount: 2_500n,
        transfer_id: transfer.id,
        created_at: '2026-04-10T06:00:00Z',
      })
      .execute();
    await rollUp();
    const day = await t.db
      .selectFrom('daily_player_stats')
      .select(['active_players', 'bonus_count', 'bonus_amount'])
      .where('merchant_id', '=', merchantId)
      .where('day', '=', '2026-04-10')
      .executeTakeFirstOrThrow();
    expect(day).toEqual({ active_players: 2, bonus_count: 1n, bonus_amount: 2_500n });
  });

  it('is a scheduled job an admin can run now', async () => {
    const admin = await operatorToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/jobs/run',
      headers: { authorization: admin },
      payload: { name: DAILY_STATS_JOB },
    });
    expect(res.json().value).toMatchObject({ status: 'done', error: null });
    expect(await storedGames()).toEqual(await rawGames());
  });
});
