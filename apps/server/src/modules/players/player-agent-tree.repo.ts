import type { Db } from '../../db/create-db.js';

/**
 * One player's place in the agent tree, read from the closure table `member_tree` (migration
 * 0023): index lookups at any depth, no recursive walk. Null when the player is not this merchant's.
 */
export async function playerAgentTree(db: Db, merchantId: number, username: string) {
  const member = await db
    .selectFrom('members')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirst();
  if (!member) return null;
  const [uplines, counts] = await Promise.all([
    db
      .selectFrom('member_tree as t')
      .innerJoin('members as m', 'm.id', 't.ancestor_id')
      .select(['m.username', 'm.type', 't.depth'])
      .where('t.member_id', '=', member.id)
      .where('t.depth', '>', 0)
      .orderBy('t.depth', 'desc')
      .execute(),
    db
      .selectFrom('member_tree')
      .select((eb) => [
        eb.fn.countAll<string>().as('team'),
        eb.fn.count<string>(eb.case().when('depth', '=', 1).then(1).end()).as('direct'),
      ])
      .where('ancestor_id', '=', member.id)
      .where('depth', '>', 0)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    username: member.username,
    type: member.type,
    uplines: uplines.map((u) => ({ username: u.username, type: u.type, depth: u.depth })),
    directDownlines: Number(counts.direct),
    teamSize: Number(counts.team),
  };
}
