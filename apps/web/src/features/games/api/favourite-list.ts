import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { gamesOf } from '../lib/games-of';

export const FAVOURITES_KEY = ['games', 'favourites'] as const;

/** `GET /lgw/games/favourites`: the member's favourite games (token). */
export const getFavourites = async (): Promise<Game[]> => gamesOf(await apiCall(routes.favouriteList));

export const favouritesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...FAVOURITES_KEY, token], queryFn: getFavourites });

export function useFavourites(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({ ...favouritesQueryOptions(token ?? ''), enabled: Boolean(token) && enabled });
}
