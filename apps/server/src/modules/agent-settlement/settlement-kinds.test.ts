import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractKind, ContractTerms, DividendPeriod } from '@bet/contracts/agent/agent-contracts';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { insertOtherMerchant } from '../../test/test-merchant.js';
import { settlementFixture } from '../../test/settlement-fixture.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';

/**
 * Dividend, hourly-salary and real-time-salary settlement (issue 15 item 5; decision 0038), on
 * both databases. Every expected amount is worked out by hand from the bets the test places, in
 * the report time zone of the fixture, Asia/Manila (UTC+8: local midnight is 16:00Z the day
 * before). Amounts are minor units (100 = 1.00); tier thresholds are wire amounts (1000 = 1,000.00).
 *
 * The differential: each agent's gross is its (clamped) rate × its team's base; it is paid its
 * gross minus the gross of each direct downline holding a contract — its own rate minus the
 * downline's on the downline's team, its own rate alone on the rest.
 *
 * The tests run in clock order (the real-time feed is one for the whole database).
 */
type Fixture = ReturnType<typeof settlementFixture>;

const dividend = (period: DividendPeriod, ...tiers: [number, number, number, number][]): ContractTerms => ({
  kind: 'DIVIDEND',
  period,
  tiers: tiers.map(([periodValidBet, periodProfitLoss, activeMembers, rate]) => ({
    periodValidBet,
    periodProfitLoss,
    activeMembers,
    rate,
  })),
});
const hourly = (...tiers: [number, number, number][]): ContractTerms => ({
  kind: 'HOURLY_SALARY',
  tiers: tiers.map(([teamBetting, activeMembers, rate]) => ({ teamBetting, activeMembers, rate })),
});
const realTime = (profitRate: number, lossRate: number, minSingleBet: number): ContractTerms => ({
  kind: 'REALTIME_SALARY',
  profitRate,
  lossRate,
  minSingleBet,
});

let handle: DbHandle;
let merchants = 0;
/** A merchant of its own, the only one settled, whose lines are paid as soon as they are written. */
const fixture = async (at: string) => {
  const f = settlementFixture(handle.db, await insertOtherMerchant(handle.db, `KIND${++merchants}`));
  await f.settleOnlyThis();
  await f.releaseDelay(0);
  f.moveTo(at);
  return f;
};

/** The clock moves to `at` and a bet settles then. */
async function betAt(f: Fixture, at: string, who: bigint, stake: bigint, payout: bigint, validBet = stake) {
  f.moveTo(at);
  await f.bet(who, stake, payout, new Date(at), validBet);
}

const incomes = async (f: Fixture, members: bigint[]) =>
  Promise.all(members.map(async (m) => BigInt(await f.incomeOf(m))));

/** A period's line of a member. */
const lineOf = async (f: Fixture, member: bigint, period: string) =>
  (await f.linesOf(member)).find((l) => l.period === period);

/**
 * The scheduler crashes after writing a period's lines and before paying them, then runs twice:
 * the crashed run paid nothing and left PENDING lines, the next one pays them, the last one finds
 * nothing to settle or pay.
 */
async function crashThenRun(f: Fixture, members: bigint[]) {
  const before = await incomes(f, members);
  const broken = Object.create(f.service) as typeof f.service;
  broken.releaseDue = () => Promise.reject(new Error('crash before paying'));
  await expect(broken.runDue()).rejects.toThrow('crash before paying');
  expect(await incomes(f, members)).toEqual(before);
  const pending = (await Promise.all(members.map((m) => f.linesOf(m)))).flat();
  expect(pending.filter((l) => l.status === 'PENDING').length).toBeGreaterThan(0);
  await f.service.runDue();
  expect(await f.service.runDue()).toMatchObject({ lines: 0, paid: 0 });
  const after = (await Promise.all(members.map((m) => f.linesOf(m)))).flat();
  expect(after.filter((l) => l.status !== 'PAID')).toEqual([]);
}

const runsOf = (f: Fixture, kind: ContractKind) =>
  handle.db
    .selectFrom('agent_settlement_runs')
    .select(['period', 'period_type', 'period_start', 'period_end'])
    .where('merchant_id', '=', f.merchantId)
    .where('kind', '=', kind)
    .orderBy('period_end')
    .execute();

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('dividend settlement', () => {
  it('pays a weekly dividend on the team loss by difference, Monday to Sunday local, once', async () => {
    const f = await fixture('2030-01-06T15:59:00Z'); // Sunday 23:59 of 2030-W01 in Manila
    // House: 10 %, or 20 % from a week's valid bet 3,000, loss 1,000 and 3 active members.
    await f.houseTerms(dividend('W', [0, 0, 0, 10], [3000, 1000, 3, 20]), 2000);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    const a2 = await f.member('a2', a1, 1);
    await f.contract('DIVIDEND', top, a1, dividend('W', [0, 0, 0, 5], [2000, 500, 2, 15]), 1500);
    await f.contract('DIVIDEND', a1, a2, dividend('W', [0, 0, 0, 8]), 800);
    const p1 = await f.member('p1', a2);
    const p2 = await f.member('p2', a2);
    const q = await f.member('q', a1);
    const r = await f.member('r', top);
    await betAt(f, '2030-01-06T15:59:00Z', p1, 10_000n, 0n); // W01: lost 100
    await betAt(f, '2030-01-06T16:00:00Z', p1, 100_000n, 0n); // W02, Monday 00:00: lost 1,000

    f.moveTo('2030-01-09T04:00:00Z'); // Wednesday noon: the first run settles the last closed week
    await f.service.runDue();
    // W01, every team 100 valid bet and loss: top 10 %, a1 5 %, a2 8 % clamped to a1's 5 %.
    expect(await lineOf(f, a2, '2030-W01')).toMatchObject({ base: 10_000n, rate_bp: 500, amount: 500n });
    expect(await lineOf(f, a1, '2030-W01')).toMatchObject({ gross: 500n, passed_down: 500n, amount: 0n });
    expect(await lineOf(f, top, '2030-W01')).toMatchObject({
      rate_bp: 1000,
      gross: 1000n,
      passed_down: 500n,
      amount: 500n,
    });

    await betAt(f, '2030-01-09T04:00:00Z', p2, 50_000n, 20_000n); // lost 300
    await betAt(f, '2030-01-10T04:00:00Z', q, 80_000n, 200_000n); // won 1,200
    await betAt(f, '2030-01-13T15:59:59Z', r, 150_000n, 0n); // Sunday 23:59:59: lost 1,500
    await betAt(f, '2030-01-13T16:00:00Z', p2, 40_000n, 0n); // Monday of W03: not this week

    f.moveTo('2030-01-13T17:00:00Z');
    await crashThenRun(f, [top, a1, a2]);
    expect((await runsOf(f, 'DIVIDEND')).filter((run) => run.period_type === 'W')).toEqual([
      {
        period: '2030-W01',
        period_type: 'W',
        period_start: new Date('2029-12-30T16:00:00Z'),
        period_end: new Date('2030-01-06T16:00:00Z'),
      },
      {
        period: '2030-W02',
        period_type: 'W',
        period_start: new Date('2030-01-06T16:00:00Z'),
        period_end: new Date('2030-01-13T16:00:00Z'),
      },
    ]);
    // a2's team (p1, p2): valid 1,500, loss 1,300, 2 active → 8 %, clamped to a1's rate.
    // a1's team (+ q): valid 2,300, loss 100 (< 500), 3 active → the first tier, 5 %.
    // top's team (+ r): valid 3,800, loss 1,600, 4 active → 20 %.
    expect(await lineOf(f, a2, '2030-W02')).toMatchObject({
      base: 130_000n,
      rate_bp: 500,
      gross: 6500n,
      passed_down: 0n,
      amount: 6500n,
    });
    // a1: 5 % × 100 − 5 % × 1,300 is negative: a dividend line is never below 0 (decision 0038).
    expect(await lineOf(f, a1, '2030-W02')).toMatchObject({
      base: 10_000n,
      rate_bp: 500,
      gross: 500n,
      passed_down: 6500n,
      amount: 0n,
    });
    // top: 20 % × 1,600 − 5 % × 100 (a1's team) = 315.
    expect(await lineOf(f, top, '2030-W02')).toMatchObject({
      base: 160_000n,
      rate_bp: 2000,
      gross: 32_000n,
      passed_down: 500n,
      amount: 31_500n,
    });
    expect(await incomes(f, [top, a1, a2])).toEqual([32_000n, 0n, 7000n]);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('pays a semimonthly dividend for the 1st–15th and the 16th–end, local, clamped to the upline', async () => {
    const f = await fixture('2030-01-31T15:59:00Z'); // 31 January 23:59 in Manila: 2030-01-H2
    // House: 6 % from a valid bet of 1,000 and 1 active member, 12 % from 5,000, no loss, 2 active.
    await f.houseTerms(dividend('H', [1000, -100_000, 1, 6], [5000, 0, 2, 12]), 1200);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    await f.contract('DIVIDEND', top, a1, dividend('H', [0, 0, 0, 4], [2000, 500, 2, 9]), 900);
    const p = await f.member('p', a1);
    const q = await f.member('q', a1);
    const r = await f.member('r', top);
    await betAt(f, '2030-01-31T15:59:00Z', r, 120_000n, 0n); // January H2: lost 1,200
    await betAt(f, '2030-01-31T16:00:00Z', q, 100_000n, 50_000n); // 1 February 00:00: lost 500

    f.moveTo('2030-01-31T17:00:00Z');
    await f.service.runDue();
    // January H2: top's team valid 1,200, 1 active → 6 % × 1,200; a1's team bet nothing.
    expect(await f.linesOf(top)).toMatchObject([
      { period: '2030-01-H2', base: 120_000n, rate_bp: 600, gross: 7200n, passed_down: 0n, amount: 7200n },
    ]);
    expect(await f.linesOf(a1)).toEqual([]);

    await betAt(f, '2030-02-10T04:00:00Z', r, 50_000n, 0n); // lost 500
    await betAt(f, '2030-02-15T15:59:59Z', p, 300_000n, 0n); // 15 February 23:59:59: lost 3,000
    await betAt(f, '2030-02-15T16:00:00Z', p, 200_000n, 0n); // 16 February 00:00: H2
    f.moveTo('2030-02-15T17:00:00Z');
    await f.service.runDue();
    // February H1. a1's team (p, q): valid 4,000, loss 3,500, 2 active → 9 %, clamped to top's 6 %.
    // top's team (+ r): valid 4,500 (< 5,000) → 6 %, on a loss of 4,000.
    expect(await lineOf(f, a1, '2030-02-H1')).toMatchObject({
      base: 350_000n,
      rate_bp: 600,
      gross: 21_000n,
      amount: 21_000n,
    });
    expect(await lineOf(f, top, '2030-02-H1')).toMatchObject({
      base: 400_000n,
      rate_bp: 600,
      gross: 24_000n,
      passed_down: 21_000n,
      amount: 3000n, // (6 % − 6 %) × 3,500 + 6 % × r's 500
    });

    await betAt(f, '2030-02-20T04:00:00Z', r, 100_000n, 0n); // lost 1,000
    await betAt(f, '2030-02-28T15:59:59Z', q, 400_000n, 100_000n); // 28 February 23:59:59: lost 3,000
    await betAt(f, '2030-02-28T16:00:00Z', p, 999_900n, 0n); // 1 March 00:00: not February
    f.moveTo('2030-02-28T17:00:00Z');
    await crashThenRun(f, [top, a1]);
    // February H2. a1's team: valid 6,000, loss 5,000, 2 active → 9 %.
    // top's team: valid 7,000, loss 6,000, 3 active → 12 %: a1 keeps its own 9 %.
    expect(await lineOf(f, a1, '2030-02-H2')).toMatchObject({
      base: 500_000n,
      rate_bp: 900,
      gross: 45_000n,
      amount: 45_000n,
    });
    expect(await lineOf(f, top, '2030-02-H2')).toMatchObject({
      base: 600_000n,
      rate_bp: 1200,
      gross: 72_000n,
      passed_down: 45_000n,
      amount: 27_000n, // (12 % − 9 %) × 5,000 + 12 % × 1,000
    });
    expect(await runsOf(f, 'DIVIDEND').then((runs) => runs.filter((run) => run.period_type === 'H'))).toEqual(
      [
        {
          period: '2030-01-H2',
          period_type: 'H',
          period_start: new Date('2030-01-15T16:00:00Z'),
          period_end: new Date('2030-01-31T16:00:00Z'),
        },
        {
          period: '2030-02-H1',
          period_type: 'H',
          period_start: new Date('2030-01-31T16:00:00Z'),
          period_end: new Date('2030-02-15T16:00:00Z'),
        },
        {
          period: '2030-02-H2',
          period_type: 'H',
          period_start: new Date('2030-02-15T16:00:00Z'),
          period_end: new Date('2030-02-28T16:00:00Z'),
        },
      ],
    );
    expect(await incomes(f, [top, a1])).toEqual([7200n + 3000n + 27_000n, 21_000n + 45_000n]);
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('pays nothing to a downline whose dividend period is not its upline’s (offers refuse it)', async () => {
    const f = await fixture('2030-03-04T04:00:00Z'); // Monday 4 March, noon in Manila
    await f.houseTerms(dividend('D', [0, 0, 0, 10]), 1000);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    // Written past the offer rule (contract.dividend.period.mismatch): weekly under a daily upline.
    await f.contract('DIVIDEND', top, a1, dividend('W', [0, 0, 0, 5]), 500);
    await betAt(f, '2030-03-04T04:00:00Z', await f.member('p', a1), 10_000n, 0n);
    f.moveTo('2030-03-04T17:00:00Z');
    await f.service.runDue();
    f.moveTo('2030-03-10T17:00:00Z'); // Monday 11 March: the week of the bet closed
    await f.service.runDue();
    expect(await f.linesOf(top)).toMatchObject([{ period: '2030-03-04', gross: 1000n, amount: 1000n }]);
    expect(await f.linesOf(a1)).toEqual([]);
    expect(await runsOf(f, 'DIVIDEND').then((runs) => runs.some((run) => run.period === '2030-W10'))).toBe(
      true,
    );
  });
});

describe('hourly salary settlement', () => {
  it('pays each local hour on the team valid bet by difference, catches up missed hours, once', async () => {
    const f = await fixture('2030-05-06T04:50:00Z'); // 6 May 12:50 in Manila
    // House: 1 % from 1 active member, 1.5 % from a valid bet of 2,000 and 2 active in the hour.
    await f.houseTerms(hourly([0, 1, 1], [2000, 2, 1.5]), 150);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    const a2 = await f.member('a2', a1, 1);
    await f.contract('HOURLY_SALARY', top, a1, hourly([0, 1, 0.5], [1000, 2, 1.2]), 120);
    await f.contract('HOURLY_SALARY', a1, a2, hourly([0, 0, 0.8]), 80);
    const p = await f.member('p', a2);
    const q = await f.member('q', a1);
    const r = await f.member('r', top);
    await betAt(f, '2030-05-06T04:59:59Z', p, 50_000n, 0n); // 12:59:59 local
    await betAt(f, '2030-05-06T05:00:00Z', p, 120_000n, 0n); // 13:00

    f.moveTo('2030-05-06T05:10:00Z');
    await f.service.runDue();
    // 12:00–13:00, one active member everywhere: top 1 %, a1 0.5 %, a2 0.8 % clamped to 0.5 %.
    expect(await lineOf(f, a2, '2030-05-06T12')).toMatchObject({ rate_bp: 50, gross: 250n, amount: 250n });
    expect(await lineOf(f, a1, '2030-05-06T12')).toMatchObject({
      gross: 250n,
      passed_down: 250n,
      amount: 0n,
    });
    expect(await lineOf(f, top, '2030-05-06T12')).toMatchObject({ rate_bp: 100, gross: 500n, amount: 250n });

    await betAt(f, '2030-05-06T05:30:00Z', q, 30_000n, 45_000n, 20_000n); // valid bet 200 of 300
    await betAt(f, '2030-05-06T05:59:59Z', r, 100_000n, 0n); // 13:59:59
    await betAt(f, '2030-05-06T06:00:00Z', p, 10_000n, 0n); // 14:00
    f.moveTo('2030-05-06T06:10:00Z');
    await crashThenRun(f, [top, a1, a2]);
    // 13:00–14:00. a2's team: valid 1,200 → 0.8 %. a1's: 1,400, 2 active → 1.2 %.
    // top's: 2,400, 3 active → 1.5 %.
    expect(await lineOf(f, a2, '2030-05-06T13')).toMatchObject({
      base: 120_000n,
      rate_bp: 80,
      gross: 960n,
      amount: 960n,
    });
    expect(await lineOf(f, a1, '2030-05-06T13')).toMatchObject({
      base: 140_000n,
      rate_bp: 120,
      gross: 1680n,
      passed_down: 960n,
      amount: 720n, // (1.2 % − 0.8 %) × 1,200 + 1.2 % × q's 200
    });
    expect(await lineOf(f, top, '2030-05-06T13')).toMatchObject({
      base: 240_000n,
      rate_bp: 150,
      gross: 3600n,
      passed_down: 1680n,
      amount: 1920n, // (1.5 % − 1.2 %) × 1,400 + 1.5 % × r's 1,000
    });

    await betAt(f, '2030-05-06T07:20:00Z', r, 20_000n, 0n); // 15:20
    f.moveTo('2030-05-06T08:10:00Z'); // the 14:00 and 15:00 hours settle in one run
    await f.service.runDue();
    // 14:00: p's 100 alone → top 1 %, a1 0.5 %, a2 clamped to 0.5 %. 15:00: r's 200 → top 1 %.
    expect((await f.linesOf(a2)).map((l) => [l.period, l.amount])).toEqual([
      ['2030-05-06T14', 50n],
      ['2030-05-06T13', 960n],
      ['2030-05-06T12', 250n],
    ]);
    expect((await f.linesOf(top)).map((l) => [l.period, l.amount])).toEqual([
      ['2030-05-06T15', 200n],
      ['2030-05-06T14', 50n],
      ['2030-05-06T13', 1920n],
      ['2030-05-06T12', 250n],
    ]);
    expect(await incomes(f, [top, a1, a2])).toEqual([2420n, 720n, 1260n]);
    expect(await f.service.runDue()).toMatchObject({ lines: 0, paid: 0 });
    expect(await checkLedger(handle.db)).toEqual([]);
  });
});

describe('real-time salary settlement', () => {
  it('pays every 5 minutes per bet by difference, clamped bet by bet, a late bet in the next slot, once', async () => {
    const f = await fixture('2030-07-01T04:01:00Z'); // 1 July 12:01 in Manila
    await f.houseTerms(realTime(1, 2, 0), 200);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    const a2 = await f.member('a2', a1, 1);
    await f.contract('REALTIME_SALARY', top, a1, realTime(0.8, 1.5, 100), 150);
    // a2's profit rate is above a1's (its highest rate is not): a won bet pays a2 a1's 0.8 %.
    await f.contract('REALTIME_SALARY', a1, a2, realTime(1, 1.2, 50), 120);
    const p = await f.member('p', a2);
    const q = await f.member('q', a1);
    const r = await f.member('r', top);
    await betAt(f, '2030-07-01T04:02:00Z', p, 50_000n, 0n); // lost 500: top 2 %, a1 1.5 %, a2 1.2 %
    await betAt(f, '2030-07-01T04:02:00Z', p, 30_000n, 60_000n); // won 300: 1 %, 0.8 %, 0.8 %
    await betAt(f, '2030-07-01T04:02:00Z', p, 6000n, 0n); // 60: under a1's minimum → 2 %, 0, 0
    await betAt(f, '2030-07-01T04:02:00Z', p, 4000n, 0n); // 40: under a2's minimum → 2 %, 0, 0
    await betAt(f, '2030-07-01T04:02:00Z', q, 20_000n, 0n); // lost 200: 2 %, 1.5 %
    await betAt(f, '2030-07-01T04:02:00Z', r, 10_000n, 15_000n); // won 100: 1 %

    f.moveTo('2030-07-01T04:06:00Z');
    await crashThenRun(f, [top, a1, a2]);
    // a2: 1.2 % × 500 + 0.8 % × 300 = 8.40.
    // a1: 1.5 % × 500 + 0.8 % × 300 + 1.5 % × 200 = 12.90.
    // top: 2 % × (500 + 60 + 40 + 200) + 1 % × (300 + 100) = 20.
    expect(await f.linesOf(a2)).toMatchObject([
      { kind: 'REALTIME_SALARY', period: '2030-07-01T12:00', base: 80_000n, gross: 840n, amount: 840n },
    ]);
    expect(await f.linesOf(a1)).toMatchObject([
      { period: '2030-07-01T12:00', base: 100_000n, gross: 1290n, passed_down: 840n, amount: 450n },
    ]);
    expect(await f.linesOf(top)).toMatchObject([
      { period: '2030-07-01T12:00', base: 120_000n, gross: 2000n, passed_down: 1290n, amount: 710n },
    ]);

    // Settled in the slot already paid, recorded after its run: paid with the next slot.
    await f.bet(p, 10_000n, 0n, new Date('2030-07-01T04:04:00Z'));
    f.moveTo('2030-07-01T04:11:00Z');
    await f.service.runDue();
    expect(await f.service.runDue()).toMatchObject({ lines: 0, paid: 0 });
    f.moveTo('2030-07-01T04:16:00Z');
    await f.service.runDue();
    // 100 lost: top 2 %, a1 1.5 %, a2 1.2 %.
    expect((await f.linesOf(a2)).map((l) => [l.period, l.amount])).toEqual([
      ['2030-07-01T12:05', 120n],
      ['2030-07-01T12:00', 840n],
    ]);
    expect((await f.linesOf(a1)).map((l) => [l.period, l.amount])).toEqual([
      ['2030-07-01T12:05', 30n],
      ['2030-07-01T12:00', 450n],
    ]);
    expect((await f.linesOf(top)).map((l) => [l.period, l.amount])).toEqual([
      ['2030-07-01T12:05', 50n],
      ['2030-07-01T12:00', 710n],
    ]);
    expect(await incomes(f, [top, a1, a2])).toEqual([760n, 480n, 960n]);
    expect(await checkLedger(handle.db)).toEqual([]);
  });
});
