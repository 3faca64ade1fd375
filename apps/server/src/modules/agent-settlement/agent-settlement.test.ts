import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms } from '@bet/contracts/agent/agent-contracts';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { insertOtherMerchant } from '../../test/test-merchant.js';
import { settlementFixture } from '../../test/settlement-fixture.js';
import { checkLedger } from '../ledger/ledger-check.repo.js';

const DAY = 86_400_000;
const daily = (rate: number, teamBetting = 0): ContractTerms => ({
  kind: 'DAILY_WAGE',
  tiers: [{ teamBetting, activeMembers: 0, rate }],
});
const realTime = (profitRate: number, lossRate: number, minSingleBet: number): ContractTerms => ({
  kind: 'REALTIME_SALARY',
  profitRate,
  lossRate,
  minSingleBet,
});

let handle: DbHandle;
let merchants = 0;
/** A merchant of its own whose lines are paid as soon as they are settled. */
const fixture = async () => {
  const f = settlementFixture(handle.db, await insertOtherMerchant(handle.db, `SET${++merchants}`));
  await f.releaseDelay(0);
  return f;
};

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('contract settlement', () => {
  it('pays a daily wage up the tree by difference, once, through the ledger', async () => {
    const f = await fixture();
    await f.houseTerms(daily(2), 200);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    const a2 = await f.member('a2', a1, 1);
    const p = await f.member('p', a2);
    const q = await f.member('q', a1);
    await f.contract('DAILY_WAGE', top, a1, daily(1.5), 150);
    await f.contract('DAILY_WAGE', a1, a2, daily(1), 100);
    await f.bet(p, 100_000n, 0n); // 1,000.00 lost
    await f.bet(q, 50_000n, 120_000n); // 500.00 won

    f.clock.advance(DAY);
    const first = await f.service.runDue();
    expect(first.lines).toBe(3);
    // gross: top 2 % × 1,500 = 30; a1 1.5 % × 1,500 = 22.50; a2 1 % × 1,000 = 10.
    expect((await f.linesOf(top))[0]).toMatchObject({
      gross: 3000n,
      passed_down: 2250n,
      amount: 750n,
      status: 'PAID',
    });
    expect((await f.linesOf(a1))[0]).toMatchObject({ gross: 2250n, passed_down: 1000n, amount: 1250n });
    expect((await f.linesOf(a2))[0]).toMatchObject({ base: 100_000n, rate_bp: 100, amount: 1000n });
    expect([await f.incomeOf(top), await f.incomeOf(a1), await f.incomeOf(a2)].map(BigInt)).toEqual([
      750n,
      1250n,
      1000n,
    ]);

    const again = await f.service.runDue();
    expect(again).toMatchObject({ lines: 0, paid: 0 });
    expect(BigInt(await f.incomeOf(top)) + BigInt(await f.incomeOf(a1)) + BigInt(await f.incomeOf(a2))).toBe(
      3000n,
    );
    expect(await checkLedger(handle.db)).toEqual([]);
  });

  it('clamps a downline to its upline rate and pays nothing under a broken chain', async () => {
    const f = await fixture();
    await f.houseTerms(daily(1), 100);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    const orphanUp = await f.member('up', top, 1); // holds no contract
    const orphan = await f.member('orphan', orphanUp, 1);
    // Written past the rules (the API refuses it): settlement still never pays above the upline.
    await f.contract('DAILY_WAGE', top, a1, daily(3), 300);
    await f.contract('DAILY_WAGE', orphanUp, orphan, daily(0.5), 50);
    await f.bet(await f.member('p', a1), 100_000n, 0n);
    await f.bet(await f.member('r', orphan), 100_000n, 0n);
    f.clock.advance(DAY);
    await f.service.runDue();
    expect((await f.linesOf(a1))[0]).toMatchObject({ rate_bp: 100, amount: 1000n });
    expect(await f.linesOf(top)).toMatchObject([{ gross: 2000n, passed_down: 1000n, amount: 1000n }]);
    expect(await f.linesOf(orphan)).toEqual([]);
  });

  it('counts a bet settled after its period closed in the next period', async () => {
    const f = await fixture();
    await f.houseTerms(daily(1), 100);
    const top = await f.member('top', null, 1);
    const p = await f.member('p', top);
    const today = new Date(f.clock.now());
    await f.bet(p, 10_000n, 0n, today);
    f.clock.advance(DAY);
    await f.service.runDue();
    await f.bet(p, 20_000n, 0n, today); // settled today's time, recorded after today was settled
    f.clock.advance(DAY);
    await f.service.runDue();
    const lines = await f.linesOf(top);
    expect(lines.map((l) => l.base)).toEqual([20_000n, 10_000n]);
    expect(lines[0]!.period > lines[1]!.period).toBe(true);
  });

  it('pays nothing twice when a settlement fails halfway and runs again', async () => {
    const f = await fixture();
    await f.houseTerms(daily(1), 100);
    const top = await f.member('top', null, 1);
    await f.bet(await f.member('p', top), 10_000n, 0n);
    f.clock.advance(DAY);
    const fail = new Error('crash after the lines');
    const broken = Object.create(f.service) as typeof f.service;
    broken.releaseDue = () => Promise.reject(fail);
    await expect(broken.runDue()).rejects.toBe(fail);
    await f.service.runDue();
    await f.service.runDue();
    expect(await f.linesOf(top)).toMatchObject([{ amount: 100n, status: 'PAID' }]);
    expect(BigInt(await f.incomeOf(top))).toBe(100n);
  });

  it('lets the operator preview and hold lines during the release delay, and release a held one', async () => {
    const f = await fixture();
    await f.releaseDelay(30);
    await f.houseTerms(daily(1), 100);
    const top = await f.member('top', null, 1);
    const other = await f.member('other', null, 1);
    await f.bet(await f.member('p', top), 10_000n, 0n);
    await f.bet(await f.member('q', other), 20_000n, 0n);
    f.clock.advance(DAY);
    await f.service.runDue();
    const [held] = await f.linesOf(top);
    expect(held).toMatchObject({ status: 'PENDING', amount: 100n });
    const operator = { operatorId: 1, ip: '127.0.0.1' };
    expect(await f.payouts.hold(f.merchantId, Number(held!.id), 'checking the team', operator)).toMatchObject(
      {
        status: 'HELD',
        holdReason: 'checking the team',
      },
    );
    await expect(f.payouts.hold(f.merchantId, Number(held!.id), 'again', operator)).rejects.toMatchObject({
      errorCode: 'contract.line.not.pending',
    });
    f.clock.advance(31 * 60_000);
    await f.service.runDue();
    expect((await f.linesOf(other))[0]).toMatchObject({ status: 'PAID' });
    expect((await f.linesOf(top))[0]).toMatchObject({ status: 'HELD' });
    expect(BigInt(await f.incomeOf(top))).toBe(0n);
    expect(await f.payouts.release(f.merchantId, Number(held!.id), 'team checked', operator)).toMatchObject({
      status: 'PAID',
    });
    expect(BigInt(await f.incomeOf(top))).toBe(100n);
    await expect(f.payouts.release(f.merchantId, Number(held!.id), 'twice', operator)).rejects.toMatchObject({
      errorCode: 'contract.line.not.held',
    });
  });

  it('pays real-time salary per bet: profit rate on won stakes, loss rate on lost, from the minimum bet', async () => {
    const f = await fixture();
    await f.houseTerms(realTime(1, 2, 0), 200);
    const top = await f.member('top', null, 1);
    const a1 = await f.member('a1', top, 1);
    await f.contract('REALTIME_SALARY', top, a1, realTime(0.5, 1, 100), 100);
    const p = await f.member('p', a1);
    await f.bet(p, 50_000n, 0n); // lost 500: top 2 %, a1 1 %
    await f.bet(p, 20_000n, 40_000n); // won 200: top 1 %, a1 0.5 %
    await f.bet(p, 5_000n, 0n); // lost 50: below a1's minimum 100 — top 2 %
    // The real-time feed is one for all merchants: past the slots the other tests' clocks settled.
    f.clock.advance(5 * DAY);
    await f.service.runDue();
    // top gross = 2 % × 550 + 1 % × 200 = 13; a1 gross = 1 % × 500 + 0.5 % × 200 = 6.
    expect(await f.linesOf(a1)).toMatchObject([{ kind: 'REALTIME_SALARY', gross: 600n, amount: 600n }]);
    expect(await f.linesOf(top)).toMatchObject([{ gross: 1300n, passed_down: 600n, amount: 700n }]);
    await f.service.runDue();
    f.clock.advance(10 * 60_000);
    await f.service.runDue();
    expect(await f.linesOf(top)).toHaveLength(1);
  });
});
