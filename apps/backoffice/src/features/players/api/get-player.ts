import { useQuery } from '@tanstack/react-query';
import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

export const playerKey = (username: string) => ['ops', 'players', 'detail', username] as const;

/** The player page: profile, status, team, wallets, bank cards. */
export const usePlayer = (username: string) =>
  useQuery({
    queryKey: playerKey(username),
    queryFn: ({ signal }) => opsCall(routes.getPlayer, { query: { username }, signal }),
  });
