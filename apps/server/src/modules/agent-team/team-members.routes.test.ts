import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { agentTree, expectPlainMemberRefused, tokenOf } from '../../test/agent-tree.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { login } from '../../test/identity-client.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describeRoleMatrix(
  'role matrix of the team members list',
  routeList.filter((r) => r.name === 'teamMembers'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let agentToken: string;
const list = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/wps/agent/team/members?${query}`, headers: { authorization: token } });

beforeAll(async () => {
  t = await createTestApp();
  agentToken = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
  const tree = await agentTree(t.db, 'tm');
  await tree.addLines('tm');
  // A read-only view of the account: the list shows the ledger's main balance as it stands.
  await t.db
    .insertInto('ledger_accounts')
    .values({
      merchant_id: tree.merchant,
      member_id: tree.idOf('tmleaf'),
      kind: 'MAIN',
      vendor: '',
      balance: 12_345n,
    })
    .execute();
});
afterAll(() => t.close());

describe('team members', () => {
  it('lists my direct downlines with counts, balance, last login and me as the breadcrumb', async () => {
    await login(t.app, { username: DEMO_ACCOUNTS.downlines[0], password: DEMO_PASSWORD });
    const res = await list(agentToken, 'pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.breadcrumb).toEqual([{ username: DEMO_ACCOUNTS.agent, depth: 0 }]);
    const names = value.list.map((r: { username: string }) => r.username);
    expect(names).toEqual(expect.arrayContaining(['tmsub', ...DEMO_ACCOUNTS.downlines]));
    expect(names).not.toContain('tmleaf');
    expect(value.totalCount).toBe(names.length);
    const sub = value.list.find((r: { username: string }) => r.username === 'tmsub');
    expect(sub).toMatchObject({ depth: 1, isAgent: true, directCount: 1, teamSize: 1, balance: 0 });
    expect(sub.lastLoginAt).toBeNull();
    const down = value.list.find((r: { username: string }) => r.username === DEMO_ACCOUNTS.downlines[0]);
    expect(down.lastLoginAt).toBeGreaterThan(0);
    expect(down.status).toBe('active');
  });

  it('lists the downlines of a parent under me, with the breadcrumb me → parent, and pages', async () => {
    const res = await list(agentToken, 'parent=tmsub');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.list.map((r: { username: string; depth: number }) => [r.username, r.depth])).toEqual([
      ['tmleaf', 2],
    ]);
    expect(value.list[0].balance).toBe(123.45);
    expect(value.breadcrumb).toEqual([
      { username: DEMO_ACCOUNTS.agent, depth: 0 },
      { username: 'tmsub', depth: 1 },
    ]);
    const paged = (await list(agentToken, 'pageSize=1&pageNo=2')).json().value;
    expect(paged.list).toHaveLength(1);
    expect(paged.totalPages).toBe(paged.totalCount);
  });

  it('searches at any depth under me only', async () => {
    const found = (await list(agentToken, 'username=TMLE')).json().value;
    expect(found.list.map((r: { username: string }) => r.username)).toEqual(['tmleaf']);
    const none = (await list(agentToken, 'username=tmstr')).json().value;
    expect(none).toMatchObject({ list: [], totalCount: 0 });
  });

  it('answers a parent of another line exactly as an unknown name, and refuses bad input', async () => {
    const other = await list(agentToken, 'parent=tmstranger');
    const unknown = await list(agentToken, 'parent=nosuchname');
    for (const res of [other, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('agent.member.not.in.team');
    }
    expect(other.json().message).toBe(unknown.json().message);
    expect((await list(agentToken, 'pageSize=0')).statusCode).toBe(400);
    expect((await list(agentToken, `username=${'x'.repeat(65)}`)).statusCode).toBe(400);
  });

  it('refuses a plain member with agent.not.agent', async () => {
    await expectPlainMemberRefused(t.app, '/wps/agent/team/members?');
  });
});
