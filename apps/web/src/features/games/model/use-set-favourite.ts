import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavourite } from '../api/favourite-add';
import { FAVOURITES_KEY } from '../api/favourite-list';
import { removeFavourite } from '../api/favourite-remove';
import { GAMES_KEY } from '../api/games';

/** The star's toggle: adds or removes the favourite, then refetches the favourites and the games' flags. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, favourite }: { nodeId: number; favourite: boolean }) =>
      favourite ? addFavourite(nodeId) : removeFavourite(nodeId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
        queryClient.invalidateQueries({ queryKey: GAMES_KEY }),
      ]),
  });
}
