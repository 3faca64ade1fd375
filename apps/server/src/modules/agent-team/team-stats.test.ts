import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentTree, type AgentTree } from '../../test/agent-tree.js';
import { createTestDb } from '../../test/test-db.js';
import type { DbHandle } from '../../db/create-db.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';

const TZ = 'Asia/Manila'; // UTC+8
let handle: DbHandle;
let tree: AgentTree;
let top: bigint;
let mid: bigint;
let leaf: bigint;

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
  tree = await agentTree(handle.db, 'ts');
  top = tree.idOf(DEMO_ACCOUNTS.agent);
  mid = await tree.member('tsmid', DEMO_ACCOUNTS.agent, 1);
  leaf = await tree.member('tsleaf', 'tsmid');
});
afterAll(() => handle.close());

describe('agent team roll-up', () => {
  it('sums each member day into every ancestor, and a repeat or a late row never counts twice', async () => {
    await tree.rollUp(TZ);
    const before = await team(top, '2026-03-02');
    // 2026-03-01 17:00 UTC is 2026-03-02 01:00 in Manila.
    await tree.bet('tsleaf', '2026-03-01T17:00:00Z', 1000n, 400n);
    await tree.bet('tsmid', '2026-03-02T03:00:00Z', 500n, 0n);
    await tree.deposit('tsleaf', 20000n, { at: '2026-03-01T17:30:00Z' });
    await tree.rollUp(TZ);
    await tree.rollUp(TZ);
    expect(await team(leaf, '2026-03-02')).toMatchObject({ stake: '1000', payout: '400', deposits: '20000' });
    expect(await team(mid, '2026-03-02')).toMatchObject({
      stake: '1500',
      payout: '400',
      first_deposits: 1,
      active_members: 2,
    });
    const after = await team(top, '2026-03-02');
    expect(BigInt(after?.stake ?? 0) - BigInt(before?.stake ?? 0)).toBe(1500n);

    await tree.bet('tsleaf', '2026-03-02T05:00:00Z', 300n, 600n);
    await tree.rollUp(TZ);
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
