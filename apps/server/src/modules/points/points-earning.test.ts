import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POINT_MULTIPLIERS, pointsForStake } from '@bet/contracts/points/points-rules';
import { deposit, newPlayer, settledBet } from '../../test/promotion-fixture.js';
import { opCall } from '../../test/points-fixture.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';
import { merchantIdOf } from '../../test/wallet-client.js';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t.app);
});
afterAll(() => t.close());

const centipoints = async (memberId: bigint) =>
  (
    await t.db
      .selectFrom('points_balances')
      .select('balance')
      .where('member_id', '=', memberId)
      .executeTakeFirst()
  )?.balance ?? 0n;
const entries = (memberId: bigint) =>
  t.db.selectFrom('points_entries').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

describe('points earned from settled bets and deposits', () => {
  it('equal Σ valid bet × the category multiplier, exact to the centipoint, once per bet and deposit', async () => {
    const p = await newPlayer(t.app, t.db);
    // Odd stakes, every category: each rounds down on its own (a sum rounded once would differ).
    const bets = [
      { category: 'LIVE', stake: 12_345n },
      { category: 'LIVE', stake: 1n },
      { category: 'RNG', stake: 9_999n },
      { category: 'FISH', stake: 50_001n },
      { category: 'SPORTS', stake: 777n },
      { category: 'ESPORTS', stake: 10_000n },
      { category: 'PVP', stake: 3_333n },
      { category: 'LOTT', stake: 2_501n },
      { category: 'ELOTT', stake: 99n },
    ] as const;
    for (const b of bets) await settledBet(t.db, p.id, b);
    await deposit(t.db, p.id, 50_050n); // P 500.50 at 10 %: 50.05 points
    // A running bet earns nothing until it settles.
    await t.db
      .insertInto('bets')
      .values({
        merchant_id: await merchantIdOf(t.db),
        member_id: p.id,
        vendor: 'HOUSE',
        vendor_bet_id: `running-${p.id}`,
        category: 'RNG',
        game_code: 'test',
        game_name: 'Test game',
        stake: 100_000n,
        valid_bet: 100_000n,
        payout: 0n,
        status: 'RUNNING',
        placed_at: new Date(),
      })
      .execute();
    await t.app.services.earnPoints();

    const expected =
      bets.reduce((sum, b) => sum + pointsForStake(b.stake, DEFAULT_POINT_MULTIPLIERS[b.category]), 0n) +
      pointsForStake(50_050n, 10);
    expect(await centipoints(p.id)).toBe(expected);
    const rows = await entries(p.id);
    expect(rows).toHaveLength(bets.length); // the 1-centavo live bet earns 0.007 points: no entry
    expect(new Set(rows.filter((r) => r.type === 'SLOTS').map((r) => r.points))).toEqual(
      new Set([11_998n, 60_001n]),
    );
    expect(rows.find((r) => r.type === 'DEPOSIT')?.points).toBe(5_005n);

    // The feed read again from the start (as after a restore), and the bet sync's replay of a
    // bet already stored: nothing is counted twice.
    await sql`update points_feed set bound = '3'`.execute(t.db);
    await t.app.services.earnPoints();
    await t.app.services.earnPoints();
    expect(await centipoints(p.id)).toBe(expected);

    // The running bet settles: it earns then, once.
    await t.db
      .updateTable('bets')
      .set({ status: 'SETTLED', settled_at: new Date() })
      .where('vendor_bet_id', '=', `running-${p.id}`)
      .execute();
    await t.app.services.earnPoints();
    expect(await centipoints(p.id)).toBe(expected + 120_000n);
  });

  it('follows the operator’s multipliers and never counts a trial account', async () => {
    const settings = (await opCall(t.app, admin, 'GET', '/ops/points/settings')).body.value;
    const saved = await opCall(t.app, admin, 'PUT', '/ops/points/settings', {
      ...settings,
      multipliers: settings.multipliers.map((m: { category: string; percent: number }) =>
        m.category === 'LOTT' ? { ...m, percent: 250 } : m,
      ),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const p = await newPlayer(t.app, t.db);
    await settledBet(t.db, p.id, { category: 'LOTT', stake: 10_001n });
    const trial = await t.db.selectFrom('members').select('id').where('type', '=', 4).executeTakeFirst();
    if (trial) await settledBet(t.db, BigInt(trial.id), { category: 'RNG', stake: 50_000n });
    await t.app.services.earnPoints();
    expect(await centipoints(p.id)).toBe(25_002n);
    if (trial) expect(await centipoints(BigInt(trial.id))).toBe(0n);
    await opCall(t.app, admin, 'PUT', '/ops/points/settings', settings);
  });

  it('lists the ledger with type and date filters, and keeps it append-only', async () => {
    const p = await newPlayer(t.app, t.db);
    await settledBet(t.db, p.id, { category: 'RNG', stake: 10_000n });
    await settledBet(t.db, p.id, { category: 'LIVE', stake: 10_000n });
    await t.app.services.earnPoints();
    const get = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/wps/points/transactions?${query}`,
          headers: { authorization: p.token },
        })
      ).json().value;
    expect((await get('pageNo=1&pageSize=10')).list.map((e: { type: string }) => e.type).sort()).toEqual([
      'LIVE',
      'SLOTS',
    ]);
    const slots = await get('type=SLOTS');
    expect(slots).toMatchObject({
      totalCount: 1,
      list: [{ type: 'SLOTS', points: 120, reference: 'Test game' }],
    });
    expect((await get(`from=${Date.now() + 60_000}`)).totalCount).toBe(0);
    expect((await get('type=NOPE')).length).toBeUndefined();
    await expect(
      sql`update points_entries set points = 1 where member_id = ${p.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
  });
});
