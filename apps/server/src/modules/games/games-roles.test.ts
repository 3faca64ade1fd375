import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../db/seed/demo-members.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { call, login } from '../../test/identity-client.js';

let t: TestContext;
const tokens: Record<string, string | undefined> = { visitor: undefined };
beforeAll(async () => {
  t = await createTestApp();
  tokens.trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token;
  tokens.member = (await login(t.app, { username: DEMO_ACCOUNTS.downlines[1], password: DEMO_PASSWORD })).json().value.token;
  tokens.agent = (await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })).json().value.token;
});
afterAll(() => t.close());

/** A trial account launches games (in free play); the other token calls are for real members. */
const TRIAL_ALLOWED = new Set(['launchAddress', 'pvpLaunch']);

describe('role matrix of the game calls', () => {
  for (const route of routeList.filter((r) => r.issue === 5)) {
    for (const role of ['visitor', 'trial', 'member', 'agent'] as const) {
      it(`${route.name} as ${role}`, async () => {
        const res = await call(t.app, route.name, route.method === 'GET' ? undefined : {}, { token: tokens[role] });
        const { errorCode } = res.json();
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (!route.token) expect([401, 403]).not.toContain(res.statusCode);
        else if (role === 'visitor') expect(errorCode).toBe('not.logged.in');
        else if (role === 'trial' && !TRIAL_ALLOWED.has(route.name)) expect(errorCode).toBe('trial.account.forbidden');
        else expect(['not.logged.in', 'trial.account.forbidden', 'forbidden']).not.toContain(errorCode);
      });
    }
  }
});
