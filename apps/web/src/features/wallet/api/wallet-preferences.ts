import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/wallet/preferences`: auto-transfer on or off, and the amount moved each time (null = all). */
export const getWalletPreferences = () => apiCall(routes.walletPreferences);

export const WALLET_PREFERENCES_KEY = ['wallet', 'preferences'] as const;

export const walletPreferencesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...WALLET_PREFERENCES_KEY, token], queryFn: getWalletPreferences });

export function useWalletPreferences() {
  const token = useSession((s) => s.token);
  return useQuery({ ...walletPreferencesQueryOptions(token ?? ''), enabled: Boolean(token) });
}
