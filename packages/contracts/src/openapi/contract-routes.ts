import { allOperatorRoutes, operatorRouteSchemas } from '../operator/operator-route-schemas.js';
import { routeSchemas, type RouteSchemas } from '../route-schemas.js';
import { gamesRoutes } from '../route-table/games-routes.js';
import { identityRoutes } from '../route-table/identity-routes.js';
import type { HttpMethod, RouteDef } from '../route-table/route-def.js';
import { systemRoutes } from '../route-table/system-routes.js';
import { walletRoutes } from '../route-table/wallet-routes.js';
import { routes } from '../routes.js';

/** One call of the contract, as the OpenAPI document describes it. */
export interface ApiRoute {
  /** The member route's name; an operator call's is `ops.<name>` (as the server names it in its logs). */
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  /** Undefined while the call's issue has not written its contract (`x-untyped`). */
  schemas: RouteSchemas | undefined;
  auth: 'none' | 'member' | 'operator';
  /** The body travels encrypted (payload-encryption plugin). */
  encrypted: boolean;
  /** Member calls: the whitelabel module that must be on, and the issue that builds the call. */
  modId?: string;
  issue?: number;
}

/** The files `routes.ts` is assembled from: a member call's tag is its domain. */
const domains: Record<string, Record<string, RouteDef>> = {
  system: systemRoutes,
  identity: identityRoutes,
  wallet: walletRoutes,
  games: gamesRoutes,
};
const domainOf = (name: string) => Object.keys(domains).find((domain) => name in domains[domain]!) ?? 'other';

/**
 * The operator table carries no token flag: every call but the session login runs in the
 * authenticated operator scope (operator.routes.ts; a server test checks each one refuses a
 * missing token).
 */
const OPERATOR_PUBLIC = new Set(['login']);

/** Every call of the contract: the member table (`routes`) and every operator table. */
export function contractRoutes(): ApiRoute[] {
  const schemaOf = (name: string): RouteSchemas | undefined =>
    (routeSchemas as Record<string, RouteSchemas>)[name];
  const member = Object.entries(routes).map(([name, def]: [string, RouteDef]): ApiRoute => ({
    operationId: name,
    method: def.method,
    path: def.path,
    tag: domainOf(name),
    schemas: schemaOf(name),
    auth: def.token ? 'member' : 'none',
    encrypted: def.encrypted,
    modId: def.modId,
    issue: def.issue,
  }));
  const operatorSchemas = operatorRouteSchemas as Record<string, RouteSchemas>;
  const operator = Object.entries(allOperatorRoutes).map(([name, def]): ApiRoute => ({
    operationId: `ops.${name}`,
    method: def.method,
    path: def.path,
    // By the path's first segment after /ops: session, system, deposits, withdrawals, …
    tag: `operator: ${def.path.split('/')[2] ?? 'other'}`,
    schemas: operatorSchemas[name],
    auth: OPERATOR_PUBLIC.has(name) ? 'none' : 'operator',
    encrypted: false,
  }));
  return [...member, ...operator];
}
