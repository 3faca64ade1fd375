import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-members.js';
import { call, login } from '../../test/identity-client.js';
import { createTestApp, operatorToken, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await operatorToken(t.app);
});
afterAll(() => t.close());

const setAgentOnly = (username: string, agentOnly: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/members/agentOnly',
    headers: { authorization: ops },
    payload: { username, agentOnly },
  });

describe('agent-only accounts (member_no_enter)', () => {
  it('cannot log into the member site, and lose their open sessions when marked', async () => {
    const agent = DEMO_ACCOUNTS.agent;
    const token = (await login(t.app, { username: agent, password: DEMO_PASSWORD })).json().value.token;
    expect((await setAgentOnly(agent, true)).statusCode).toBe(200);
    expect((await call(t.app, 'memberInfo', undefined, { token })).statusCode).toBe(401);
    const refused = await login(t.app, { username: agent, password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('member_no_enter');
    expect((await setAgentOnly(agent, false)).statusCode).toBe(200);
    expect(
      (await login(t.app, { username: agent, password: DEMO_PASSWORD })).json().value.token,
    ).toBeTruthy();
    expect((await setAgentOnly('nobody-here', true)).json().errorCode).toBe('not.found');
    const audit = (
      await t.app.inject({ url: '/ops/audit?action=member.agent_only.set', headers: { authorization: ops } })
    ).json().value;
    expect(audit).toHaveLength(2);
  });
});
