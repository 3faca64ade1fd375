import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { agentTree, type AgentTree } from '../../test/agent-tree.js';
import { createTestDb } from '../../test/test-db.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { addDays } from '../reports/report-days.js';
import { TeamBetsService } from './team-bets.service.js';
import { activeMembers } from './team-overview.repo.js';

// Decision 0040: the fast paths (team_active_returns, the merchant-driven page, roll-up totals for
// whole days) must answer exactly what the plain distinct counts and raw sums answer.
const TZ = 'Asia/Manila'; // UTC+8
const NOW = new Date('2026-05-10T00:00:00Z');
let handle: DbHandle;
let tree: AgentTree;
let me: MemberIdentity;

/** The plain definition: members of the team with a settled bet on any day of [first, last]. */
const distinctActive = async (ancestor: bigint, first: string, last: string) =>
  (
    await sql<{ n: number }>`
      select count(distinct s.member_id)::int as n from member_tree t
      join member_daily_stats s on s.member_id = t.member_id
      where t.ancestor_id = ${String(ancestor)}::bigint and s.active and s.day between ${first}::date and ${last}::date
    `.execute(handle.db)
  ).rows[0]!.n;

beforeAll(async () => {
  handle = await createTestDb();
  tree = await agentTree(handle.db, 'rs');
  await tree.addLines('rs');
  await tree.member('rsleaf2', 'rssub');
  const agent = await handle.db
    .selectFrom('members')
    .select(['id', 'merchant_id', 'type'])
    .where('username', '=', DEMO_ACCOUNTS.agent)
    .executeTakeFirstOrThrow();
  me = {
    memberId: agent.id,
    merchantId: agent.merchant_id,
    type: agent.type,
    username: DEMO_ACCOUNTS.agent,
    rankLevel: 0,
    tokenHash: '',
    loginMethod: 'password',
  };
  // Manila days 2026-05-01 … 05-05 (a Manila day starts at 16:00 UTC the day before).
  await tree.bet('rsleaf', '2026-04-30T17:00:00Z', 1000n, 400n); // 05-01
  await tree.bet('rsleaf', '2026-05-02T18:00:00Z', 700n, 0n); // 05-03
  await tree.bet('rssub', '2026-05-01T20:00:00Z', 500n, 900n, { vendor: 'EVO', category: 'LIVE' }); // 05-02
  await tree.bet('rsleaf2', '2026-05-03T01:00:00Z', 300n, 300n); // 05-03
  await tree.bet('rsleaf2', '2026-05-02T02:00:00Z', 200n, 0n, { status: 'RUNNING' }); // 05-02
  await tree.bet(DEMO_ACCOUNTS.agent, '2026-05-04T03:00:00Z', 800n, 100n); // 05-04
  await tree.bet('rsstranger', '2026-05-02T03:00:00Z', 9000n, 0n); // another line
  await tree.rollUp(TZ);
});
afterAll(() => handle.close());

describe('team report speed paths', () => {
  it('counts each active member once over any range, also after a late bet fills a gap', async () => {
    const lines = [me.memberId, tree.idOf('rssub'), tree.idOf('rsleaf'), tree.idOf('rsother')];
    const check = async () => {
      for (const ancestor of lines)
        for (let a = 0; a < 6; a++)
          for (let b = a; b < 6; b++) {
            const first = addDays('2026-04-30', a);
            const last = addDays('2026-04-30', b);
            expect(
              await activeMembers(handle.db, ancestor, first, last),
              `${ancestor} ${first}…${last}`,
            ).toBe(await distinctActive(ancestor, first, last));
          }
    };
    await check();
    expect(await activeMembers(handle.db, me.memberId, '2026-05-01', '2026-05-04')).toBe(4);
    // rsleaf's 05-02 becomes active between its 05-01 and 05-03; rssub's first day moves earlier.
    await tree.bet('rsleaf', '2026-05-01T19:00:00Z', 100n, 0n);
    await tree.bet('rssub', '2026-04-30T18:00:00Z', 100n, 0n);
    await tree.rollUp(TZ);
    await tree.rollUp(TZ);
    await check();
  });

  it('answers the same page and totals on every path (members / merchant page, raw / roll-up totals)', async () => {
    const raw = new TeamBetsService({ db: handle.db, now: () => NOW });
    const paths = [
      new TeamBetsService({ db: handle.db, now: () => NOW, timeZone: TZ }),
      new TeamBetsService({ db: handle.db, now: () => NOW, timeZone: TZ, bigTeam: { page: 1, totals: 1 } }),
      new TeamBetsService({ db: handle.db, now: () => NOW, bigTeam: { page: 1, totals: 1 } }),
      new TeamBetsService({ db: handle.db, now: () => NOW, timeZone: TZ, bigTeam: { page: 1, totals: 99 } }),
    ];
    const queries = [
      { pageNo: 1, pageSize: 3 },
      { pageNo: 2, pageSize: 3 },
      {
        pageNo: 1,
        pageSize: 50,
        from: Date.parse('2026-04-30T20:00:00Z'),
        to: Date.parse('2026-05-03T10:00:00Z'),
      },
      {
        pageNo: 1,
        pageSize: 50,
        from: Date.parse('2026-04-30T16:00:00Z'),
        to: Date.parse('2026-05-04T16:00:00Z'),
      },
      { pageNo: 1, pageSize: 50, vendor: 'EVO' },
      { pageNo: 1, pageSize: 2, member: 'rsleaf' },
    ];
    for (const q of queries) {
      const expected = await raw.bets(me, q);
      for (const service of paths) expect(await service.bets(me, q), JSON.stringify(q)).toEqual(expected);
    }
    const all = await raw.bets(me, { pageNo: 1, pageSize: 50 });
    expect(all.list.map((b) => b.username)).not.toContain('rsstranger');
    expect(all.totalCount).toBe(8);
    expect(all.totals).toMatchObject({ count: 7, stake: 35 });
  });
});
