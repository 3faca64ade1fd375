import { routes } from '@bet/contracts/routes';
import { MEMBER_EVENTS_PATH } from '@bet/contracts/route-table/inbox-routes';

/**
 * The token calls a session opened on the agent site (`POST /wps/agent/session/login`) may make,
 * decided here and only here: every agent-centre call (paths under `/wps/agent/`) plus the shared
 * account calls the agent pages use. Any other token call answers 403 `agent.site.forbidden`
 * (spec §6: the agent site is not a way into the member site's deposits, games or transfers).
 */
const SHARED_CALLS: ReadonlyArray<{ method: string; path: string }> = [
  routes.logout,
  routes.memberInfo,
  // The login's "first time" mark, sent right after a first login on either site.
  routes.firstLogin,
  routes.balance,
  routes.language,
  routes.dismissNotice,
  { method: 'GET', path: MEMBER_EVENTS_PATH },
];

const AGENT_PREFIX = '/wps/agent/';
const shared = new Set(SHARED_CALLS.map((c) => `${c.method} ${c.path}`));

/** Whether an agent-site session may call the route `method` `path` (as Fastify registered it). */
export const agentSiteMayCall = (method: string | readonly string[], path: string): boolean =>
  path.startsWith(AGENT_PREFIX) ||
  (typeof method === 'string' ? [method] : method).every((m) => {
    const verb = m.toUpperCase();
    // Fastify answers HEAD for every GET route: the same call.
    return shared.has(`${verb === 'HEAD' ? 'GET' : verb} ${path}`);
  });
