import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { merchantIdOf, memberIdOf } from '../../test/wallet-client.js';
import { rollUpTeamStats } from './team-stats-roll-up.js';

const TZ = 'Asia/Manila'; // UTC+8
let handle: DbHandle;
let merchant: number;
let top: bigint;
let mid: bigint;
let leaf: bigint;
let seq = 0;

const member = async (username: string, upline: bigint, type = 0) =>
  (
    await handle.db
      .insertInto('members')
      .values({
        merchant_id: merchant,
        username,
        referral_code: username.toUpperCase(),
        type,
        upline_id: upline,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const bet = (who: bigint, at: string, stake: bigint, payout: bigint) =>
  handle.db
    .insertInto('bets')
    .values({
      merchant_id: merchant,
      member_id: who,
      vendor: 'HOUSE',
      vendor_bet_id: `ts-${++seq}`,
      category: 'RNG',
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
const deposit = async (who: bigint, at: string, amount: bigint) => {
  const channel = (
    await handle.db.selectFrom('deposit_channels').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  await handle.db
    .insertInto('deposits')
    .values({
      merchant_id: merchant,
      member_id: who,
      channel_id: channel,
      amount,
      status: 'SUCCESS',
      request_key: `ts-dep-${++seq}`,
      completed_at: at,
    })
    .execute();
};
const team = async (ancestor: bigint, day: string) =>
  (
    await sql<{
      stake: string;
      payout: string;
      deposits: string;
      first_deposits: number;
      active_members: number;
    }>`
      select stake::text, payout::text, deposits::text, first_deposits, active_members from team_daily_stats
      where ancestor_id = ${String(ancestor)}::bigint and day = ${day}::date
    `.execute(handle.db)
  ).rows[0];

beforeAll(async () => {
  handle = await createTestDb();
  merchant = await merchantIdOf(handle.db);
  top = await memberIdOf(handle.db, 'demoagent');
  mid = await member('tsmid', top, 1);
  leaf = await member('tsleaf', mid);
});
afterAll(() => handle.close());

describe('agent team roll-up', () => {
  it('sums each member day into every ancestor, and a repeat or a late row never counts twice', async () => {
    await rollUpTeamStats(handle.db, { timeZone: TZ });
    const before = await team(top, '2026-03-02');
    // 2026-03-01 17:00 UTC is 2026-03-02 01:00 in Manila.
    await bet(leaf, '2026-03-01T17:00:00Z', 1000n, 400n);
    await bet(mid, '2026-03-02T03:00:00Z', 500n, 0n);
    await deposit(leaf, '2026-03-01T17:30:00Z', 20000n);
    await rollUpTeamStats(handle.db, { timeZone: TZ });
    await rollUpTeamStats(handle.db, { timeZone: TZ });
    expect(await team(leaf, '2026-03-02')).toMatchObject({ stake: '1000', payout: '400', deposits: '20000' });
    expect(await team(mid, '2026-03-02')).toMatchObject({
      stake: '1500',
      payout: '400',
      first_deposits: 1,
      active_members: 2,
    });
    const after = await team(top, '2026-03-02');
    expect(BigInt(after?.stake ?? 0) - BigInt(before?.stake ?? 0)).toBe(1500n);

    await bet(leaf, '2026-03-02T05:00:00Z', 300n, 600n);
    await rollUpTeamStats(handle.db, { timeZone: TZ });
    expect(await team(mid, '2026-03-02')).toMatchObject({ stake: '1800', payout: '1000', active_members: 2 });
    const own = (
      await sql<{ stake: string }>`
        select coalesce(sum(stake), 0)::text as stake from member_daily_stats m
        join member_tree t on t.member_id = m.member_id
        where t.ancestor_id = ${String(top)}::bigint and m.day = '2026-03-02'`.execute(handle.db)
    ).rows[0];
    expect((await team(top, '2026-03-02'))?.stake).toBe(own?.stake);
  });
});
