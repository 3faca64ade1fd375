import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { agentTree, expectPlainMemberRefused, tokenOf } from '../../test/agent-tree.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

describeRoleMatrix(
  'role matrix of team betting',
  routeList.filter((r) => r.name === 'teamBets'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

const FROM = Date.parse('2026-04-01T00:00:00Z');
const TO = Date.parse('2026-04-02T00:00:00Z');
const RANGE = `from=${FROM}&to=${TO}&pageSize=100`;
let t: TestContext;
let agentToken: string;
const get = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/wps/agent/team/bets?${query}`, headers: { authorization: token } });
type Row = {
  username: string;
  vendor: string;
  category: string;
  stake: number;
  status: string;
  placedAt: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const tree = await agentTree(t.db, 'tb');
  agentToken = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
  await tree.addLines('tb');
  await tree.bet(DEMO_ACCOUNTS.agent, '2026-04-01T01:00:00Z', 700n, 0n);
  await tree.bet('tbsub', '2026-04-01T02:00:00Z', 500n, 900n, { vendor: 'EVO', category: 'LIVE' });
  await tree.bet('tbleaf', '2026-04-01T03:00:00Z', 1000n, 400n);
  await tree.bet('tbleaf', '2026-04-01T04:00:00Z', 300n, 0n, { status: 'RUNNING' });
  await tree.bet('tbleaf', '2026-04-02T00:00:00Z', 99_999n, 0n); // `to` is exclusive
  await tree.bet('tbleaf', '2024-01-01T00:00:00Z', 77_777n, 0n); // more than a year back
  await tree.bet('tbstranger', '2026-04-01T02:00:00Z', 4000n, 0n);
});
afterAll(() => t.close());

describe('team bets', () => {
  it('lists everyone under me (me included), newest first, with totals of the settled ones', async () => {
    const res = await get(agentToken, RANGE);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.list.map((r: Row) => [r.username, r.stake, r.status])).toEqual([
      ['tbleaf', 3, 'RUNNING'],
      ['tbleaf', 10, 'SETTLED'],
      ['tbsub', 5, 'SETTLED'],
      [DEMO_ACCOUNTS.agent, 7, 'SETTLED'],
    ]);
    expect(value.totalCount).toBe(4);
    expect(value.totals).toEqual({ count: 3, stake: 22, validBet: 22, payout: 13, winLoss: -9 });
    const page = (await get(agentToken, `from=${FROM}&to=${TO}&pageSize=1&pageNo=2`)).json().value;
    expect(page).toMatchObject({ totalCount: 4, totalPages: 4 });
    expect(page.list.map((r: Row) => r.stake)).toEqual([10]);
  });

  it('filters by member, vendor and category; totals follow the filter', async () => {
    const leaf = (await get(agentToken, `${RANGE}&member=tbleaf`)).json().value;
    expect(leaf.list.map((r: Row) => r.username)).toEqual(['tbleaf', 'tbleaf']);
    expect(leaf.totals).toMatchObject({ count: 1, stake: 10 });
    const live = (await get(agentToken, `${RANGE}&vendor=EVO&category=LIVE`)).json().value;
    expect(live.list.map((r: Row) => [r.username, r.vendor, r.category])).toEqual([['tbsub', 'EVO', 'LIVE']]);
    expect(live.totals).toEqual({ count: 1, stake: 5, validBet: 5, payout: 9, winLoss: 4 });
    const none = (await get(agentToken, `${RANGE}&vendor=EVO&category=RNG`)).json().value;
    expect(none).toMatchObject({ list: [], totalCount: 0, totals: { count: 0, stake: 0 } });
  });

  it('reads at most a year back when no range is given', async () => {
    const all = (await get(agentToken, 'member=tbleaf&pageSize=100')).json().value;
    expect(all.list.map((r: Row) => r.stake)).not.toContain(777.77);
    expect(all.list.map((r: Row) => r.stake)).toContain(999.99);
  });

  it('answers another line like an unknown name, refuses bad input and plain members', async () => {
    for (const name of ['tbstranger', 'nosuchname']) {
      const res = await get(agentToken, `${RANGE}&member=${name}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errorCode).toBe('agent.member.not.in.team');
    }
    expect((await get(agentToken, `from=${TO}&to=${FROM}`)).statusCode).toBe(400);
    expect((await get(agentToken, 'category=NOPE')).statusCode).toBe(400);
    expect((await get(agentToken, `vendor=${'v'.repeat(33)}`)).statusCode).toBe(400);
    await expectPlainMemberRefused(t.app, '/wps/agent/team/bets?');
  });
});
