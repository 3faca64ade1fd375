import type { LanesResponse } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { SERVED_DATA } from '@bet/contracts/system/served-data';
import { apiCall } from '@/shared/api/client';
import { categoryLanesOf, type CategoryLane } from '@/shared/lib/game-categories';
import { ServedAnswer, takeServedData } from '@/shared/lib/served-answer';

/** `GET /lgw/games/lanes`: every category that has vendors, with its vendor cards (`value.data.lanes`). */
export const getLanes = () => apiCall(routes.vendorLanes);

/** The lanes the server drew the page with; they size the navigation and the lobby from the start. */
const servedLanes = new ServedAnswer<LanesResponse>();

/** Adopts the lanes the served document carries (`#boot-lanes`); only with its status adopted. */
export function adoptInlinedLanes(): void {
  const lanes = takeServedData<LanesResponse>(SERVED_DATA.lanes);
  if (lanes) servedLanes.adopt(lanes);
}

/** Adopts the lanes the server render was given (apps/web entry-server.tsx). */
export const adoptServerLanes = (lanes: LanesResponse) => servedLanes.adopt(lanes);

/**
 * The lanes query, shared by the navigation (home route) and the pages (lazy chunks). It imports
 * no query library on purpose: a module both sides import is split into its own chunk together
 * with what it imports, which would move the query library out of the home route's main chunk.
 */
export const lanesQuery = {
  queryKey: ['games', 'lanes'] as const,
  queryFn: getLanes,
  initialData: servedLanes.initialData,
  initialDataUpdatedAt: servedLanes.initialDataUpdatedAt,
  // The catalogue changes rarely; maintenance flags show within five minutes.
  staleTime: 5 * 60_000,
  select: (answer: LanesResponse): CategoryLane[] => categoryLanesOf(answer.data.lanes),
};

export const NO_LANES: readonly CategoryLane[] = [];
