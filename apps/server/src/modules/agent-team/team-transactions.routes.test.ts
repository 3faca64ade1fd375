import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { agentTree, expectPlainMemberRefused, tokenOf } from '../../test/agent-tree.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describeRoleMatrix(
  'role matrix of downline transactions',
  routeList.filter((r) => r.name === 'teamTransactions'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let agentToken: string;
const get = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/agent/team/transactions?${query}`,
    headers: { authorization: token },
  });
type Row = { username: string; kind: string; amount: number; counterparty: string | null; status: string };

beforeAll(async () => {
  t = await createTestApp();
  const tree = await agentTree(t.db, 'tx');
  agentToken = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
  await tree.addLines('tx');
  // Money to move: the house funds the senders' main wallets.
  for (const who of [DEMO_ACCOUNTS.agent, 'txsub', 'txleaf']) await tree.fund(who, 100_000n);
  await tree.deposit('txleaf', 5000n);
  await tree.deposit('txsub', 800n, { status: 'PENDING' });
  await tree.deposit('txstranger', 9000n);
  await tree.deposit(DEMO_ACCOUNTS.agent, 6000n);
  await tree.withdrawal('txleaf', 1200n);
  await tree.transfer(DEMO_ACCOUNTS.agent, 'txsub', 300n, 'TRANSFER_TO_DOWNLINE');
  await tree.transfer('txsub', 'txleaf', 200n, 'TRANSFER_TO_DOWNLINE');
  await tree.transfer('txleaf', 'txstranger', 100n, 'TRANSFER_TO_UPLINE');
});
afterAll(() => t.close());

const mine = (rows: Row[]) => rows.filter((r) => r.username.startsWith('tx'));

describe('downline transactions', () => {
  it("lists my downlines' deposits, withdrawals and transfers, signed, newest first", async () => {
    const res = await get(agentToken, 'pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows = mine(res.json().value.list);
    expect(rows.map((r) => [r.username, r.kind, r.amount, r.counterparty])).toEqual([
      ['txleaf', 'transfer', -1, null],
      ['txleaf', 'transfer', 2, 'txsub'],
      ['txsub', 'transfer', -2, 'txleaf'],
      ['txsub', 'transfer', 3, DEMO_ACCOUNTS.agent],
      ['txleaf', 'withdrawal', -12, null],
      ['txsub', 'deposit', 8, null],
      ['txleaf', 'deposit', 50, null],
    ]);
    expect(rows.find((r) => r.kind === 'deposit' && r.username === 'txsub')?.status).toBe('PENDING');
    const names = res.json().value.list.map((r: Row) => r.username);
    expect(names).not.toContain(DEMO_ACCOUNTS.agent);
    expect(names).not.toContain('txstranger');
  });

  it('filters by member and kind, and pages', async () => {
    const leaf = (await get(agentToken, 'member=txleaf&kind=transfer')).json().value;
    expect(leaf.list.map((r: Row) => r.amount)).toEqual([-1, 2]);
    expect(leaf).toMatchObject({ totalCount: 2, totalPages: 1 });
    const page = (await get(agentToken, 'member=txleaf&pageSize=1&pageNo=4')).json().value;
    expect(page).toMatchObject({ totalCount: 4, totalPages: 4 });
    expect(page.list.map((r: Row) => r.kind)).toEqual(['deposit']);
    const none = (await get(agentToken, `member=txleaf&from=0&to=1000`)).json().value;
    expect(none).toMatchObject({ list: [], totalCount: 0 });
  });

  it('answers another line, an unknown name and my own name alike; refuses bad input and plain members', async () => {
    for (const name of ['txstranger', 'nosuchname', DEMO_ACCOUNTS.agent]) {
      const res = await get(agentToken, `member=${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('agent.member.not.in.team');
    }
    expect((await get(agentToken, 'kind=bonus')).statusCode).toBe(400);
    expect((await get(agentToken, 'from=2000&to=1000')).statusCode).toBe(400);
    await expectPlainMemberRefused(t.app, '/wps/agent/team/transactions?');
  });
});
