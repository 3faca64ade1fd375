import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@bet/contracts/games/catalogue';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { gamesOf } from '../lib/games-of';

/** `GET /lgw/games/recent`: the games the member launched last (token). */
export const getRecentGames = async (): Promise<Game[]> => gamesOf(await apiCall(routes.recentGames));

export const recentGamesQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['games', 'recent', token], queryFn: getRecentGames });

export function useRecentGames() {
  const token = useSession((s) => s.token);
  return useQuery({ ...recentGamesQueryOptions(token ?? ''), enabled: Boolean(token) });
}
