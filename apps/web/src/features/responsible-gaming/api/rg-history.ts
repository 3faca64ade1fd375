import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { RG_KEY } from './rg-overview';

/**
 * `GET /wps/rg/history`: the player's account month by month in the merchant's time zone, newest
 * first, every month shown (zeros included): deposits, withdrawals, staked and net result
 * (won − staked).
 */
export const getRgHistory = () => apiCall(routes.rgHistory);

// The token is in the key: another player on the same browser never sees the previous one's months.
export const rgHistoryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...RG_KEY, 'history', token],
    queryFn: getRgHistory,
    // This month moves with every deposit and bet: read again whenever the page opens.
    staleTime: 0,
  });

/** The player's account history; asks nothing without a session. */
export function useRgHistory() {
  const token = useSession((s) => s.token);
  return useQuery({ ...rgHistoryQueryOptions(token ?? ''), enabled: Boolean(token) });
}
