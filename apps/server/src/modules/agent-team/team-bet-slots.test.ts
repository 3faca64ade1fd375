import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { agentTree, type AgentTree } from '../../test/agent-tree.js';
import { createTestDb } from '../../test/test-db.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { rollUpMarks } from './team-bets.repo.js';
import { splitRange, TeamBetsService } from './team-bets.service.js';
import { rollUpTeamStats } from './team-stats-roll-up.js';

// Decision 0040, team betting totals: whole days from team_daily_stats, the kept days' rest from
// 15-minute team slots (migration 0033), the settled bets past the roll-up's mark and the partial
// slots raw — always exactly the raw sums, before and after a roll-up, a late bet or a new day.
const TZ = 'Asia/Manila'; // UTC+8: a report day starts at 16:00 UTC the day before
const NOW = new Date('2026-06-10T05:07:00Z'); // Manila 06-10 13:07
const ms = (iso: string) => Date.parse(iso);
let handle: DbHandle;
let tree: AgentTree;
let me: MemberIdentity;

const rollUp = (now = NOW) => rollUpTeamStats(handle.db, { timeZone: TZ, now });

/** Rows where a team slot is not the sum of its members' slots, or a member slot not its raw bets. */
const slotMismatches = async () =>
  (
    await sql<{ n: number }>`
      select ((
        select count(*) from (
          select tr.ancestor_id, s.slot, sum(s.bet_count) as bet_count, sum(s.stake) as stake,
            sum(s.valid_bet) as valid_bet, sum(s.payout) as payout
          from member_bet_slots s join member_tree tr on tr.member_id = s.member_id group by 1, 2
        ) m
        full join (select * from team_bet_slots where bet_count <> 0 or stake <> 0 or payout <> 0) t
          using (ancestor_id, slot)
        where m.bet_count is distinct from t.bet_count or m.stake is distinct from t.stake
          or m.valid_bet is distinct from t.valid_bet or m.payout is distinct from t.payout
      ) + (
        select count(*) from (
          select b.member_id, date_bin('15 minutes', b.placed_at, '2000-01-01 00:00:00+00') as slot,
            count(*) as bet_count, sum(b.stake) as stake
          from bets b
          where b.status = 'SETTLED'
            and b.placed_at >= (select min(day) from member_bet_slots)::timestamp at time zone ${TZ}
          group by 1, 2
        ) r
        full join member_bet_slots s using (member_id, slot)
        where r.bet_count is distinct from s.bet_count or r.stake is distinct from s.stake
      ))::int as n
    `.execute(handle.db)
  ).rows[0]!.n;

beforeAll(async () => {
  handle = await createTestDb();
  tree = await agentTree(handle.db, 'sl');
  await tree.addLines('sl');
  await tree.member('slleaf2', 'slsub');
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
  await tree.bet('slleaf', '2026-06-07T03:00:00Z', 1000n, 400n); // 06-07: before the slots' window
  await tree.bet('slsub', '2026-06-07T20:00:00Z', 500n, 900n, { vendor: 'EVO', category: 'LIVE' }); // 06-08
  await tree.bet('slleaf', '2026-06-08T00:00:00Z', 300n, 0n); // 06-08, on a slot's first ms
  await tree.bet('slleaf', '2026-06-08T09:07:30Z', 700n, 1400n); // 06-08
  await tree.bet('slleaf2', '2026-06-09T15:59:59.999Z', 200n, 0n); // 06-09, its last ms
  await tree.bet('slsub', '2026-06-09T16:00:00Z', 400n, 100n); // 06-10, its first ms
  await tree.bet('slleaf', '2026-06-10T01:00:00Z', 250n, 0n, { status: 'RUNNING' });
  await tree.bet('slstranger', '2026-06-10T02:00:00Z', 9000n, 0n); // another line
  await tree.bet(DEMO_ACCOUNTS.agent, '2026-06-10T04:44:59Z', 600n, 0n);
  await tree.bet('slleaf', '2026-06-10T04:45:00Z', 800n, 1600n);
  await tree.bet('slleaf', '2026-06-10T05:06:00Z', 900n, 0n); // the current slot
  await tree.bet('slleaf', '2026-06-11T01:00:00Z', 100n, 0n); // tomorrow (a vendor's clock ahead)
});
afterAll(() => handle.close());

/** Every range between these instants: day and slot edges, mid-slot, before and inside the window. */
const POINTS = [
  '2026-06-05T00:00:00Z',
  '2026-06-06T16:00:00Z',
  '2026-06-07T03:10:00Z',
  '2026-06-07T16:00:00Z',
  '2026-06-08T00:00:00Z',
  '2026-06-08T09:07:30Z',
  '2026-06-09T16:00:00Z',
  '2026-06-10T00:00:00Z',
  '2026-06-10T04:45:00Z',
  '2026-06-10T05:08:00Z',
  '2026-06-12T00:00:00Z',
].map(ms);

async function expectRawTotals(now: Date) {
  const raw = new TeamBetsService({ db: handle.db, now: () => now });
  const paths = [
    new TeamBetsService({ db: handle.db, now: () => now, timeZone: TZ }),
    new TeamBetsService({ db: handle.db, now: () => now, timeZone: TZ, bigTeam: { page: 1, totals: 1 } }),
  ];
  const queries: Array<{ pageNo: number; pageSize: number; from?: number; to?: number }> = [
    { pageNo: 1, pageSize: 5 },
  ];
  for (const [i, from] of POINTS.entries())
    for (const to of POINTS.slice(i + 1)) queries.push({ pageNo: 1, pageSize: 5, from, to });
  for (const q of queries) {
    const expected = await raw.bets(me, q);
    for (const service of paths) expect(await service.bets(me, q), JSON.stringify(q)).toEqual(expected);
  }
}

describe('team betting totals from team slots', () => {
  it('splits a range into whole days, kept slots and raw edges', async () => {
    const slotsFrom = ms('2026-06-07T16:00:00Z');
    // The bench's "today": from UTC midnight (08:00 in Manila) to a minute from now.
    expect(
      await splitRange(
        handle.db,
        TZ,
        { from: ms('2026-06-10T00:00:00Z'), to: ms('2026-06-10T05:08:00Z') },
        slotsFrom,
      ),
    ).toEqual({
      days: null,
      slots: [{ from: ms('2026-06-10T00:00:00Z'), to: ms('2026-06-10T05:00:00Z') }],
      raw: [{ from: ms('2026-06-10T05:00:00Z'), to: ms('2026-06-10T05:08:00Z') }],
    });
    // A year back (mid-slot) to now: whole days, today's slots; raw only at the edges.
    const from = ms('2025-06-09T05:07:00.001Z');
    expect(await splitRange(handle.db, TZ, { from, to: ms('2026-06-10T05:07:00.001Z') }, slotsFrom)).toEqual({
      days: {
        first: '2025-06-10',
        end: '2026-06-10',
        span: { from: ms('2025-06-09T16:00:00Z'), to: ms('2026-06-09T16:00:00Z') },
      },
      slots: [{ from: ms('2026-06-09T16:00:00Z'), to: ms('2026-06-10T05:00:00Z') }],
      raw: [
        { from, to: ms('2025-06-09T16:00:00Z') },
        { from: ms('2026-06-10T05:00:00Z'), to: ms('2026-06-10T05:07:00.001Z') },
      ],
    });
    // Before the window: partial days are raw; never filled: no slots at all.
    expect(
      await splitRange(
        handle.db,
        TZ,
        { from: ms('2026-06-07T00:00:00Z'), to: ms('2026-06-08T00:00:00Z') },
        slotsFrom,
      ),
    ).toEqual({
      days: null,
      slots: [{ from: slotsFrom, to: ms('2026-06-08T00:00:00Z') }],
      raw: [{ from: ms('2026-06-07T00:00:00Z'), to: slotsFrom }],
    });
    expect(
      (
        await splitRange(
          handle.db,
          TZ,
          { from: ms('2026-06-10T00:00:00Z'), to: ms('2026-06-10T05:08:00Z') },
          null,
        )
      ).raw,
    ).toEqual([{ from: ms('2026-06-10T00:00:00Z'), to: ms('2026-06-10T05:08:00Z') }]);
  });

  it('answers the raw totals before any roll-up, after the first one and after a repeat', async () => {
    await expectRawTotals(NOW);
    await rollUp();
    expect((await rollUpMarks(handle.db)).slotsFrom).toBe(ms('2026-06-07T16:00:00Z'));
    expect(await slotMismatches()).toBe(0);
    const slots = await sql<{ n: number }>`select count(*)::int as n from team_bet_slots`.execute(handle.db);
    expect(slots.rows[0]!.n).toBeGreaterThan(0);
    await expectRawTotals(NOW);
    await rollUp();
    expect(await slotMismatches()).toBe(0);
    await expectRawTotals(NOW);
  });

  it('counts the bets stored after the last roll-up raw, in rolled-up days and slots too', async () => {
    await tree.bet('slleaf2', '2026-06-08T09:00:00Z', 3300n, 100n); // a late vendor bet, a whole day back
    await tree.bet('slsub', '2026-06-10T03:30:00Z', 1100n, 0n); // today, a kept slot
    await tree.bet('slleaf', '2026-05-20T03:30:00Z', 1200n, 0n); // a whole day long before
    await expectRawTotals(NOW);
    await rollUp();
    expect(await slotMismatches()).toBe(0);
    await expectRawTotals(NOW);
  });

  it('fills the window on the first run after the migration, and moves it with the days', async () => {
    // As before migration 0033: roll-ups exist, slots not.
    await sql`delete from team_bet_slots`.execute(handle.db);
    await sql`delete from member_bet_slots`.execute(handle.db);
    await sql`update team_stats_marks set last_at = null where source = 'slots'`.execute(handle.db);
    await expectRawTotals(NOW);
    await rollUp();
    expect(await slotMismatches()).toBe(0);
    await expectRawTotals(NOW);

    const later = new Date('2026-06-12T05:07:00Z'); // Manila 06-12: the window starts on 06-10
    await tree.bet('slleaf', '2026-06-11T02:00:00Z', 150n, 0n);
    await rollUp(later);
    expect((await rollUpMarks(handle.db)).slotsFrom).toBe(ms('2026-06-09T16:00:00Z'));
    // The day before the window stays (a call may still be reading it); older days go.
    const days = await sql<{ day: string }>`
      select distinct day::text as day from member_bet_slots order by 1`.execute(handle.db);
    expect(days.rows.map((r) => r.day)).toEqual(['2026-06-09', '2026-06-10', '2026-06-11']);
    expect(await slotMismatches()).toBe(0);
    await expectRawTotals(later);
    // A clock moved back never widens the window again (the older days' slots are gone).
    await rollUp(NOW);
    expect((await rollUpMarks(handle.db)).slotsFrom).toBe(ms('2026-06-09T16:00:00Z'));
    await expectRawTotals(NOW);
  });
});
