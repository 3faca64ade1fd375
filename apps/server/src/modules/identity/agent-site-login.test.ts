import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountType } from '@bet/contracts/constants';
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

const agentLogin = (username: string, password = DEMO_PASSWORD) =>
  call(t.app, 'agentLogin', { type: 'username', username, password }, { human: true });

const setAgentOnly = (username: string, agentOnly: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/ops/members/agentOnly',
    headers: { authorization: ops },
    payload: { username, agentOnly },
  });

const siteOf = async (username: string) =>
  (
    await t.db
      .selectFrom('member_sessions as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select('s.site')
      .where('m.username', '=', username)
      .where('s.revoked_at', 'is', null)
      .executeTakeFirstOrThrow()
  ).site;

describe('POST /wps/agent/session/login (the agent site)', () => {
  it('logs an agent in with an agent-site session that reaches the agent calls and the shared account calls', async () => {
    const res = await agentLogin(DEMO_ACCOUNTS.agent);
    expect(res.statusCode).toBe(200);
    const { token, customerType } = res.json().value;
    expect(customerType).toBe(1);
    expect(await siteOf(DEMO_ACCOUNTS.agent)).toBe('agent');
    expect((await call(t.app, 'teamOverview', undefined, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'memberInfo', undefined, { token })).json().value.account).toBe(
      DEMO_ACCOUNTS.agent,
    );
    expect((await call(t.app, 'balance', undefined, { token })).statusCode).toBe(200);
  });

  it('refuses the member site calls to an agent-site session with agent.site.forbidden', async () => {
    const { token } = (await agentLogin(DEMO_ACCOUNTS.agent)).json().value;
    for (const name of [
      'depositChannels',
      'withdrawSettings',
      'transactionHistory',
      'launchAddress',
    ] as const) {
      const res = await call(t.app, name, undefined, { token });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().errorCode, name).toBe('agent.site.forbidden');
    }
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { authorization: token },
      payload: {},
    });
    expect(transfer.json().errorCode).toBe('agent.site.forbidden');
    // Logging out is one of the shared calls.
    expect((await call(t.app, 'logout', undefined, { token })).json().value).toEqual({ loggedOut: true });
  });

  it('leaves the member site session of the same agent free to make player calls', async () => {
    const { token } = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json()
      .value;
    expect(await siteOf(DEMO_ACCOUNTS.agent)).toBe('member');
    expect((await call(t.app, 'depositChannels', undefined, { token })).statusCode).toBe(200);
  });

  it('accepts an agent-only account, which the member site refuses with member_no_enter', async () => {
    const agent = DEMO_ACCOUNTS.agent;
    expect((await setAgentOnly(agent, true)).statusCode).toBe(200);
    try {
      const member = await login(t.app, { username: agent, password: DEMO_PASSWORD });
      expect(member.statusCode).toBe(403);
      expect(member.json().errorCode).toBe('member_no_enter');
      const res = await agentLogin(agent);
      expect(res.statusCode).toBe(200);
      const { token } = res.json().value;
      expect((await call(t.app, 'teamMembers', undefined, { token })).statusCode).toBe(200);
    } finally {
      await setAgentOnly(agent, false);
    }
  });

  it('finishes an agent-site login on the agent site after the new-address check', async () => {
    const agent = DEMO_ACCOUNTS.agent;
    await t.db
      .updateTable('members')
      .set({ payee_name: 'Ana Reyes' })
      .where('username', '=', agent)
      .execute();
    expect((await setAgentOnly(agent, true)).statusCode).toBe(200);
    try {
      const ip = '203.0.113.77';
      const asked = await call(
        t.app,
        'agentLogin',
        { type: 'username', username: agent, password: DEMO_PASSWORD },
        { human: true, ip },
      );
      expect(asked.json().errorCode).toBe('login_verify_required');
      const { verifyToken } = asked.json().value;
      const ok = await call(
        t.app,
        'loginVerify',
        { verifyToken, method: 'BANK_NAME', answer: 'ana reyes' },
        { ip },
      );
      // An agent-only account: finished on the member site this would be member_no_enter.
      expect(ok.statusCode).toBe(200);
      expect(await siteOf(agent)).toBe('agent');
    } finally {
      await setAgentOnly(agent, false);
    }
  });

  it('refuses a player and a trial account with agent.login.not.agent, after the password check', async () => {
    const player = await agentLogin(DEMO_ACCOUNTS.player);
    expect(player.statusCode).toBe(403);
    expect(player.json().errorCode).toBe('agent.login.not.agent');
    expect(player.json().value?.token).toBeUndefined();

    const trial = DEMO_ACCOUNTS.downlines[1];
    await t.db
      .updateTable('members')
      .set({ type: AccountType.trial })
      .where('username', '=', trial)
      .execute();
    const refused = await agentLogin(trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('agent.login.not.agent');

    // A wrong password says only that: the account type is not told before the secret is right.
    const wrong = await agentLogin(DEMO_ACCOUNTS.player, 'Wrong8Password');
    expect(wrong.json().errorCode).toBe('incorrect.username.or.password');
    const history = await t.db
      .selectFrom('login_history as h')
      .innerJoin('members as m', 'm.id', 'h.member_id')
      .select('h.result')
      .where('m.username', '=', DEMO_ACCOUNTS.player)
      .execute();
    expect(history.map((h) => h.result)).toEqual(['FAILED', 'FAILED']);
  });
});
