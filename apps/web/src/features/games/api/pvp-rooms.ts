import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PvpRoom } from '@bet/contracts/games/pvp-rooms';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /lgw/games/pvp/rooms`: the card rooms of the PVP vendors, with who is playing now. */
export const getPvpRooms = async (): Promise<PvpRoom[]> => (await apiCall(routes.pvpRooms)).list;

export const pvpRoomsQueryOptions = queryOptions({
  queryKey: ['games', 'pvp', 'rooms'],
  queryFn: getPvpRooms,
  // The live figures (tables, players, pots) move hand by hand: asked again every 10 s, only while
  // the page is visible (TanStack Query skips the interval in a hidden tab: refetchIntervalInBackground).
  refetchInterval: 10_000,
  refetchIntervalInBackground: false,
  staleTime: 5_000,
});

export const usePvpRooms = () => useQuery(pvpRoomsQueryOptions);
