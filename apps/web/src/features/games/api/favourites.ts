import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { GAMES_KEY } from './games';
import { gamesOf } from './game-lists';

export const FAVOURITES_KEY = ['games', 'favourites'] as const;

/** `GET /lgw/games/favourites`: the member's favourite games (token). */
export const getFavourites = async (): Promise<Game[]> =>
  gamesOf(await apiCall<unknown>(routes.favouriteList));

export const favouritesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...FAVOURITES_KEY, token], queryFn: getFavourites });

export function useFavourites(enabled: boolean) {
  const token = useSession((s) => s.token);
  return useQuery({ ...favouritesQueryOptions(token ?? ''), enabled: Boolean(token) && enabled });
}

/** `POST` (add) or `DELETE` (remove) `/lgw/games/favourites` with `{ nodeId }`. */
export const setFavourite = ({ nodeId, favourite }: { nodeId: number; favourite: boolean }) =>
  apiCall<unknown>(favourite ? routes.favouriteAdd : routes.favouriteRemove, { body: { nodeId } });

export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
        queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
      ]),
  });
}
