import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { BALANCE_KEY } from '@/shared/api/balance-key';

/** `GET /wps/v2/wallets/balance`: the total, each wallet (main and per vendor), the currency. */
export const getBalance = () => apiCall(routes.balance);

export const balanceQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...BALANCE_KEY, token], queryFn: getBalance, staleTime: 15_000 });

export function useBalance() {
  const token = useSession((s) => s.token);
  const changePending = useSession((s) => s.cpw === '1');
  return useQuery({ ...balanceQueryOptions(token ?? ''), enabled: Boolean(token) && !changePending });
}
