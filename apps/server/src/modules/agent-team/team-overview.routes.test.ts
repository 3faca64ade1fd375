import { routeList } from '@bet/contracts/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demo-members.js';
import { expectPlainMemberRefused, tokenOf } from '../../test/agent-tree.js';
import { describeRoleMatrix } from '../../test/role-matrix.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { rollUpTeamStats } from './team-stats-roll-up.js';

// Agents only: a plain member is refused with agent.not.agent (not the generic forbidden).
describeRoleMatrix(
  'role matrix of the team overview',
  routeList.filter((r) => r.name === 'teamOverview'),
  { expectFor: (_route, role, res) => role === 'member' && res.errorCode === 'agent.not.agent' },
);

let t: TestContext;
let agentToken: string;
const overview = (token: string, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/agent/team/overview?${query}`,
    headers: { authorization: token },
  });
beforeAll(async () => {
  t = await createTestApp({ REPORT_TIME_ZONE: 'Asia/Manila' });
  agentToken = await tokenOf(t.app, DEMO_ACCOUNTS.agent);
});
afterAll(() => t.close());

describe('team overview', () => {
  it('answers the demo agent its team size and a trend day per day of the range', async () => {
    await rollUpTeamStats(t.db, { timeZone: 'Asia/Manila' });
    const res = await overview(agentToken, 'range=thisWeek');
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.teamSize.direct).toBeGreaterThanOrEqual(3);
    expect(value.teamSize.total).toBeGreaterThanOrEqual(value.teamSize.direct);
    expect(value.trend.length).toBeGreaterThanOrEqual(1);
    expect(value.to - value.from).toBe(value.trend.length * 86_400_000);
  });

  it('refuses a custom range without bounds, and a plain member', async () => {
    const bad = await overview(agentToken, 'range=custom');
    expect(bad.statusCode).toBe(400);
    await expectPlainMemberRefused(t.app, '/wps/agent/team/overview?range=today');
  });
});
