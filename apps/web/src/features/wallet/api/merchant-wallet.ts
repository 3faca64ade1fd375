import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/v2/wallets/merchant`: `isSingle` = one shared wallet, nothing to transfer. */
export const getMerchantWallet = () => apiCall(routes.merchantWallet);

export const merchantWalletQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['wallet', 'merchantWallet', token],
    queryFn: getMerchantWallet,
    staleTime: 5 * 60_000,
  });

export function useMerchantWallet() {
  const token = useSession((s) => s.token);
  return useQuery({ ...merchantWalletQueryOptions(token ?? ''), enabled: Boolean(token) });
}
