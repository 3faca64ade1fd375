import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from './create-db.js';
import { createTestDb } from '../test/test-db.js';
import { merchantIdOf, memberIdOf } from '../test/wallet-client.js';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const treeOf = async (ancestor: bigint) =>
  (
    await handle.db
      .selectFrom('member_tree')
      .select(['member_id', 'depth'])
      .where('ancestor_id', '=', ancestor)
      .orderBy('depth')
      .orderBy('member_id')
      .execute()
  ).map((row) => [String(row.member_id), row.depth]);

describe('member tree (closure table)', () => {
  it('holds the seeded demo agent and its downlines, self at depth 0', async () => {
    const agent = await memberIdOf(handle.db, 'demoagent');
    const rows = await treeOf(agent);
    expect(rows[0]).toEqual([String(agent), 0]);
    expect(rows.filter(([, depth]) => depth === 1).length).toBeGreaterThanOrEqual(3);
  });

  it('adds every ancestor of a new member, at any depth, in the same insert', async () => {
    const db = handle.db;
    const merchant = await merchantIdOf(db);
    const top = await memberIdOf(db, 'demoagent');
    let upline = top;
    const chain: bigint[] = [top];
    for (let level = 1; level <= 6; level++) {
      const row = await db
        .insertInto('members')
        .values({
          merchant_id: merchant,
          username: `tree${level}`,
          referral_code: `TREE${level}`,
          type: 1,
          upline_id: upline,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      upline = row.id;
      chain.push(row.id);
    }
    const ancestors = await db
      .selectFrom('member_tree')
      .select(['ancestor_id', 'depth'])
      .where('member_id', '=', upline)
      .orderBy('depth')
      .execute();
    expect(ancestors.map((a) => String(a.ancestor_id))).toEqual([...chain].reverse().map(String));
    expect(ancestors.map((a) => a.depth)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await treeOf(top)).some(([id, depth]) => id === String(upline) && depth === 6)).toBe(true);
  });

  it('refuses to move a member to another upline', async () => {
    const player = await memberIdOf(handle.db, 'demoplayer');
    const other = await memberIdOf(handle.db, 'demodown1');
    await expect(
      sql`update members set upline_id = ${String(other)}::bigint where id = ${String(player)}::bigint`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/upline never changes/);
  });
});
