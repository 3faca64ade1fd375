import { matchRoutes } from 'react-router';
import { routeTree } from './router';

/**
 * The router's pattern for an address (`/rng`; `*` for an unknown one), never the address itself:
 * labels built from it stay few, and carry no query or id.
 */
export function routePatternOf(pathname: string): string {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  return matches.findLast((m) => m.route.path !== undefined)?.route.path ?? '*';
}
