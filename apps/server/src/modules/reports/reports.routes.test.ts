import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bonusReportResponse,
  channelReportResponse,
  dashboardResponse,
  ggrReportResponse,
} from '@bet/contracts/operator/operator-reports';
import {
  createTestApp,
  operatorToken,
  operatorTokenWithRole,
  type TestContext,
} from '../../test/test-app.js';
import { rollUpDailyStats } from './daily-stats-roll-up.js';
import { addDays, dayIn } from './report-days.js';

const TZ = 'Asia/Manila';
let t: TestContext;
let admin: string;
let support: string;
let finance: string;
let merchantId: number;
let player: bigint;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ REPORT_TIME_ZONE: TZ });
  admin = await operatorToken(t.app);
  support = await operatorTokenWithRole(t.app, admin, 'support', 'report-support');
  finance = await operatorTokenWithRole(t.app, admin, 'finance', 'report-finance');
  merchantId = (
    await t.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  player = BigInt(
    (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirstOrThrow()
    ).id,
  );
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const bet = (vendor: string, category: string, at: Date, stake: bigint, payout: bigint) =>
  t.db
    .insertInto('bets')
    .values({
      merchant_id: merchantId,
      member_id: player,
      vendor,
      vendor_bet_id: `r-${++seq}`,
      category,
      game_code: 'G',
      game_name: 'Game',
      stake,
      valid_bet: stake,
      payout,
      status: 'SETTLED',
      placed_at: at,
      settled_at: at,
    })
    .execute();

describe('dashboard and reports (issue 13)', () => {
  it("shows today's and the last 30 days' figures from the roll-up, and the pending queues", async () => {
    const now = new Date();
    const today = dayIn(TZ, now);
    await bet('HOUSE', 'RNG', now, 10_000n, 2_500n); // GGR 75.00
    await bet('EDGE', 'LIVE', now, 4_000n, 5_000n); // GGR -10.00
    await bet('HOUSE', 'RNG', new Date(now.getTime() - 86_400_000), 1_000n, 0n); // yesterday
    await rollUpDailyStats(t.db, { timeZone: TZ });

    const res = await get('/ops/dashboard', support);
    expect(res.statusCode).toBe(200);
    const d = dashboardResponse.parse(res.json().value);
    expect(d.today).toBe(today);
    expect(d.days).toHaveLength(30);
    expect(d.days[0]!.day).toBe(addDays(today, -29));
    expect(d.days.at(-1)).toMatchObject({ day: today, stake: 140, payout: 75, ggr: 65 });
    expect(d.days.at(-2)).toMatchObject({ ggr: 10 });
    expect(d.ggrByVendor.map((v) => [v.name, v.ggr, v.todayGgr])).toEqual([
      ['HOUSE', 85, 75],
      ['EDGE', -10, -10],
    ]);
    expect(d.ggrByCategory.map((c) => c.name)).toEqual(['RNG', 'LIVE']);
    expect(d.rolledUpAt).not.toBeNull();
    const pendingDeposits = await t.db
      .selectFrom('deposits')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    expect(d.pending.deposits.count).toBe(Number(pendingDeposits.n));
  });

  it('answers the GGR, channel and bonus reports with rows and a totals row', async () => {
    const today = dayIn(TZ, new Date());
    const range = `from=${addDays(today, -6)}&to=${today}`;
    const ggr = ggrReportResponse.parse((await get(`/ops/reports/ggr?${range}`, finance)).json().value);
    expect(ggr.rows.length).toBeGreaterThanOrEqual(3);
    expect(ggr.totals.ggr).toBeCloseTo(
      ggr.rows.reduce((n, r) => n + r.ggr, 0),
      2,
    );
    expect(ggr.totals).toMatchObject({ stake: 150, payout: 75, ggr: 75, bets: 3 });
    const channels = channelReportResponse.parse(
      (await get(`/ops/reports/channels?${range}`, admin)).json().value,
    );
    expect(channels.totals.deposits).toBeCloseTo(
      channels.rows.filter((r) => r.kind === 'DEPOSIT').reduce((n, r) => n + r.amount, 0),
      2,
    );
    const bonuses = bonusReportResponse.parse(
      (await get(`/ops/reports/bonuses?${range}`, admin)).json().value,
    );
    expect(bonuses.totals.count).toBe(bonuses.rows.reduce((n, r) => n + r.count, 0));
  });

  it('refuses a bad range with an error on `to`', async () => {
    for (const query of [
      'from=2026-03-10&to=2026-03-01', // to before from
      'from=2025-01-01&to=2026-01-02', // 367 days
    ]) {
      const res = await get(`/ops/reports/ggr?${query}`, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'request_param_err' });
      expect(JSON.stringify(res.json())).toContain('"path":"to"');
    }
    const res = await get('/ops/reports/ggr?from=2026-02-30&to=2026-03-01', admin);
    expect(JSON.stringify(res.json())).toContain('"path":"from"');
    // 366 days, both ends included, is the widest range accepted.
    expect((await get('/ops/reports/ggr?from=2025-01-01&to=2026-01-01', admin)).statusCode).toBe(200);
  });

  it('refuses the reports to a support operator (the dashboard stays readable)', async () => {
    for (const path of ['/ops/reports/ggr', '/ops/reports/channels', '/ops/reports/bonuses']) {
      const res = await get(`${path}?from=2026-03-01&to=2026-03-02`, support);
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('forbidden');
    }
    expect((await get('/ops/dashboard', support)).statusCode).toBe(200);
    expect((await get('/ops/dashboard', 'not-a-token')).statusCode).toBe(401);
  });
});
