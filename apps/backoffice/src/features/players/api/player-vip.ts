import { useQuery } from '@tanstack/react-query';
import { operatorVipRoutes as routes } from '@bet/contracts/operator/operator-vip';
import { opsCall } from '@/shared/api/ops-call';

export const playerVipKey = (username: string) => ['ops', 'players', 'vip', username] as const;

/** The player's VIP level, their figures over the period, the relegation notice and every change. */
export const usePlayerVip = (username: string) =>
  useQuery({
    queryKey: playerVipKey(username),
    queryFn: ({ signal }) => opsCall(routes.playerVip, { query: { username }, signal }),
  });
