import { agentContractRoutes } from './route-table/agent-contract-routes.js';
import { agentTeamRoutes } from './route-table/agent-team-routes.js';
import { chatRoutes } from './route-table/chat-routes.js';
import { feedbackRoutes } from './route-table/feedback-routes.js';
import { gamesRoutes } from './route-table/games-routes.js';
import { identityRoutes } from './route-table/identity-routes.js';
import { inboxRoutes } from './route-table/inbox-routes.js';
import { lotteryRoutes } from './route-table/lottery-routes.js';
import { noticeRoutes } from './route-table/notice-routes.js';
import { missionRoutes } from './route-table/mission-routes.js';
import { pointsRoutes } from './route-table/points-routes.js';
import { vipRoutes } from './route-table/vip-routes.js';
import { referralRoutes } from './route-table/referral-routes.js';
import { promotionRoutes } from './route-table/promotion-routes.js';
import { responsibleGamingRoutes } from './route-table/responsible-gaming-routes.js';
import type { Call, RouteDef } from './route-table/route-def.js';
import { siteAppRoutes } from './route-table/site-app-routes.js';
import { systemRoutes } from './route-table/system-routes.js';
import { walletRoutes } from './route-table/wallet-routes.js';

export type {
  Call,
  CallFrom,
  CallOf,
  CallSpec,
  HttpMethod,
  Redirect,
  RouteDef,
  UntypedCall,
} from './route-table/route-def.js';

/**
 * Every call of spec §7. Paths marked `pathFromSpec: false` are our choice, in the
 * platform's style (`/wps/...` for the site, `/lgw/...` for games and lottery).
 */
export const routes = {
  ...systemRoutes,
  ...identityRoutes,
  ...walletRoutes,
  ...gamesRoutes,
  ...inboxRoutes,
  ...feedbackRoutes,
  ...chatRoutes,
  ...noticeRoutes,
  ...promotionRoutes,
  ...missionRoutes,
  ...pointsRoutes,
  ...vipRoutes,
  ...referralRoutes,
  ...lotteryRoutes,
  ...siteAppRoutes,
  ...agentTeamRoutes,
  ...agentContractRoutes,
  ...responsibleGamingRoutes,
} as const satisfies Record<string, RouteDef<Call>>;

export type RouteName = keyof typeof routes;
export const routeList: readonly (RouteDef & { name: RouteName })[] = Object.entries(routes).map(
  ([name, def]) => ({ ...def, name: name as RouteName }),
);

/** Prefixes owned by the API; an unknown path under them is a 404 envelope, not the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/ops/'] as const;
