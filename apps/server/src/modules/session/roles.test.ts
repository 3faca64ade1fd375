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

/** Calls a trial account may make; every other token call is for real members only. */
const TRIAL_ALLOWED = new Set(['logout', 'memberInfo', 'memberIcon', 'playerAvatar', 'firstLogin', 'language']);
// Logging out would end the session the next rows need; it is covered in the login tests.
const identityCalls = routeList.filter((r) => r.issue === 3 && r.name !== 'logout');

describe('role matrix of the identity calls', () => {
  for (const route of identityCalls) {
    for (const role of ['visitor', 'trial', 'member', 'agent'] as const) {
      it(`${route.name} as ${role}`, async () => {
        const res = await call(t.app, route.name, route.method === 'GET' ? undefined : {}, { token: tokens[role] });
        // The social-login callback answers with a redirect, not an envelope.
        const { errorCode } = res.statusCode === 302 ? { errorCode: undefined } : res.json();
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (errorCode === 'function.not.available') {
          // the demo merchant has this module switched off: refused for everyone alike
          expect(res.statusCode).toBe(403);
        } else if (!route.token) {
          expect([401, 403]).not.toContain(res.statusCode);
        } else if (role === 'visitor') {
          expect(errorCode).toBe('not.logged.in');
        } else if (role === 'trial' && !TRIAL_ALLOWED.has(route.name)) {
          expect(errorCode).toBe('trial.account.forbidden');
        } else {
          expect(['not.logged.in', 'trial.account.forbidden', 'forbidden']).not.toContain(errorCode);
        }
      });
    }
  }
});
