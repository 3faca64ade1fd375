import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef, type RouteName } from '@bet/contracts/routes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-members.js';
import { createTestApp, type TestContext } from './test-app.js';
import { call, login } from './identity-client.js';

export const ROLES = ['visitor', 'trial', 'member', 'agent'] as const;
type Role = (typeof ROLES)[number];

interface MatrixOptions {
  /** Token calls a trial account may make too; every other one is for real members. */
  trialAllowed?: ReadonlySet<string>;
  /** Calls only an agent may make (a member is refused with `forbidden`). */
  agentOnly?: ReadonlySet<string>;
  /** What a role's answer must be instead of the general rule (e.g. a module that is off). */
  expectFor?: (
    route: RouteDef & { name: RouteName },
    role: Role,
    res: { statusCode: number; errorCode?: string },
  ) => boolean;
}

/**
 * Each call of the given routes × visitor, trial, member and agent, with an empty body: never a
 * 5xx; a visitor gets `not.logged.in` on token calls; a trial account `trial.account.forbidden`
 * unless allowed; a member `forbidden` on agent-only calls; everyone else gets past the role check.
 */
export function describeRoleMatrix(
  title: string,
  routes: ReadonlyArray<RouteDef & { name: RouteName }>,
  options: MatrixOptions = {},
) {
  let t: TestContext;
  const tokens: Partial<Record<Role, string>> = {};
  beforeAll(async () => {
    t = await createTestApp();
    tokens.trial = (await call(t.app, 'freePlay', { platform: 'W' })).json().value.token;
    tokens.member = (
      await login(t.app, { username: DEMO_ACCOUNTS.downlines[1], password: DEMO_PASSWORD })
    ).json().value.token;
    tokens.agent = (
      await login(t.app, { username: DEMO_ACCOUNTS.agent, password: DEMO_PASSWORD })
    ).json().value.token;
  });
  afterAll(() => t.close());

  describe(title, () => {
    for (const route of routes) {
      for (const role of ROLES) {
        it(`${route.name} as ${role}`, async () => {
          const res = await call(t.app, route.name, route.method === 'GET' ? undefined : {}, {
            token: tokens[role],
          });
          // Some calls answer with a redirect (social login), not an envelope.
          const { errorCode } = (res.statusCode === 302 ? {} : res.json()) as { errorCode?: string };
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (options.expectFor?.(route, role, { statusCode: res.statusCode, errorCode })) return;
          if (!route.token) expect([401, 403]).not.toContain(res.statusCode);
          else if (role === 'visitor') expect(errorCode).toBe('not.logged.in');
          else if (role === 'trial' && !options.trialAllowed?.has(route.name))
            expect(errorCode).toBe('trial.account.forbidden');
          else if (role === 'member' && options.agentOnly?.has(route.name))
            expect(errorCode).toBe('forbidden');
          else expect(['not.logged.in', 'trial.account.forbidden', 'forbidden']).not.toContain(errorCode);
        });
      }
    }
  });
}

export const routesOfIssue = (issue: number) => routeList.filter((r) => r.issue === issue);
