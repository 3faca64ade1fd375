import { routeList } from '@bet/contracts/routes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { agentTree, expectPlainMemberRefused, tokenOf, type AgentTree } from '../../test/agent-tree.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { house, mainWallet } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';

describeRoleMatrix(
  'role matrix of the user P&L',
  routeList.filter((r) => r.name === 'teamProfit'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

const TZ = 'Asia/Manila'; // UTC+8: 2026-03-02 starts at 2026-03-01T16:00Z
const FROM = Date.parse('2026-03-01T16:00:00Z');
const TO = FROM + 86_400_000;
const RANGE = `range=custom&from=${FROM}&to=${TO}`;
let t: TestContext;
let tree: AgentTree;
let agentToken: string;
const get = (token: string, path: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/wps/agent/team/${path}?${query}`, headers: { authorization: token } });
/** Raw settled stake and successful deposits of the agent's whole team in [FROM, TO), minor units. */
const rawTeam = async (ancestor: bigint) =>
  (
    await sql<{ stake: string; deposits: string }>`
      select
        (select coalesce(sum(b.stake), 0) from bets b join member_tree x on x.member_id = b.member_id
          where x.ancestor_id = ${String(ancestor)}::bigint and b.status = 'SETTLED'
            and b.placed_at >= to_timestamp(${FROM / 1000}) and b.placed_at < to_timestamp(${TO / 1000}))::text as stake,
        (select coalesce(sum(d.amount), 0) from deposits d join member_tree x on x.member_id = d.member_id
          where x.ancestor_id = ${String(ancestor)}::bigint and d.status = 'SUCCESS'
            and d.completed_at >= to_timestamp(${FROM / 1000}) and d.completed_at < to_timestamp(${TO / 1000}))::text
          as deposits
    `.execute(t.db)
  ).rows[0]!;

beforeAll(async () => {
  t = await createTestApp({ REPORT_TIME_ZONE: TZ });
  tree = await agentTree(t.db, 'pf');
  agentToken = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
  await tree.addLines('pf');
  await tree.bet(DEMO_ACCOUNTS.agent, '2026-03-02T01:00:00Z', 700n, 0n);
  await tree.bet('pfsub', '2026-03-02T02:00:00Z', 500n, 900n);
  await tree.bet('pfleaf', '2026-03-01T17:00:00Z', 1000n, 400n);
  await tree.bet('pfleaf', '2026-03-02T20:00:00Z', 99_999n, 0n); // 03-03 in Manila: outside
  await tree.bet('pfstranger', '2026-03-02T02:00:00Z', 4000n, 0n);
  await tree.deposit('pfleaf', 20_000n, { at: '2026-03-01T17:30:00Z' });
  await tree.rollUp(TZ);
});
afterAll(() => t.close());

type Row = { username: string; scope: string; bets: number; deposits: number; salaries: number };

describe('user P&L', () => {
  it('has my own row, one team row per direct downline, and a total = their sum = the overview = raw records', async () => {
    const res = await get(agentToken, 'profit', `${RANGE}&pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.breadcrumb).toEqual([{ username: DEMO_ACCOUNTS.agent, depth: 0 }]);
    const rows: Row[] = value.list;
    expect(rows[0]).toMatchObject({ username: DEMO_ACCOUNTS.agent, scope: 'self', bets: 7 });
    expect(rows.find((r) => r.username === 'pfsub')).toMatchObject({
      scope: 'team',
      isAgent: true,
      bets: 15,
      payout: 13,
      deposits: 200,
      playersProfitLoss: -2,
    });
    expect(rows.map((r) => r.username)).not.toContain('pfleaf');
    expect(value.totalCount).toBe(rows.length);
    const sum = (pick: (r: Row) => number) => Math.round(rows.reduce((n, r) => n + pick(r), 0) * 100) / 100;
    expect(value.total.bets).toBe(sum((r) => r.bets));
    expect(value.total.deposits).toBe(sum((r) => r.deposits));
    const raw = await rawTeam(tree.idOf(DEMO_ACCOUNTS.agent));
    expect(value.total.bets).toBe(Number(raw.stake) / 100);
    expect(value.total.deposits).toBe(Number(raw.deposits) / 100);
    const overview = (await get(agentToken, 'overview', RANGE)).json().value;
    expect(overview).toMatchObject({ bets: value.total.bets, deposits: value.total.deposits });
  });

  it('drills into a parent under me (breadcrumb me → parent) and pages with my row first', async () => {
    const value = (await get(agentToken, 'profit', `${RANGE}&parent=pfsub`)).json().value;
    expect(value.breadcrumb).toEqual([
      { username: DEMO_ACCOUNTS.agent, depth: 0 },
      { username: 'pfsub', depth: 1 },
    ]);
    expect(value.list.map((r: Row) => [r.username, r.scope, r.bets])).toEqual([
      ['pfsub', 'self', 5],
      ['pfleaf', 'team', 10],
    ]);
    expect(value.total.bets).toBe(15);
    const page2 = (await get(agentToken, 'profit', `${RANGE}&parent=pfsub&pageSize=1&pageNo=2`)).json().value;
    expect(page2).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(page2.list.map((r: Row) => r.username)).toEqual(['pfleaf']);
  });

  it('shows agent income from the ledger on the line it was credited to', async () => {
    const leaf = tree.idOf('pfleaf');
    await postTransfer(t.db, {
      merchantId: tree.merchant,
      key: 'pf-income-1',
      type: 'AGENT_INCOME',
      memberId: leaf,
      postings: [
        { account: house('AGENT_COMMISSIONS'), amount: -1234n },
        { account: mainWallet(leaf), amount: 1234n },
      ],
    });
    const today = (await get(agentToken, 'profit', 'range=today&pageSize=100')).json().value;
    expect(today.list.find((r: Row) => r.username === 'pfsub').salaries).toBe(12.34);
    expect(today.list[0].salaries).toBe(0);
    expect(today.total.salaries).toBe(12.34);
    const before = (await get(agentToken, 'profit', RANGE)).json().value;
    expect(before.total.salaries).toBe(0);
  });

  it('answers another line like an unknown name, refuses bad input and plain members', async () => {
    for (const parent of ['pfstranger', 'nosuchname']) {
      const res = await get(agentToken, 'profit', `${RANGE}&parent=${parent}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('agent.member.not.in.team');
    }
    expect((await get(agentToken, 'profit', 'range=custom')).statusCode).toBe(400);
    expect((await get(agentToken, 'profit', 'range=ever')).statusCode).toBe(400);
    await expectPlainMemberRefused(t.app, '/wps/agent/team/profit?range=today');
  });
});
