import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/**
 * `GET /wps/v2/withdraw/settings`: limits, what is available now, the bank cards, whether a
 * payment password is set, and the auto-confirm delay.
 */
export const getWithdrawSettings = () => apiCall(routes.withdrawSettings);

export const WITHDRAW_SETTINGS_KEY = ['wallet', 'withdrawSettings'] as const;

export const withdrawSettingsQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...WITHDRAW_SETTINGS_KEY, token], queryFn: getWithdrawSettings });

export function useWithdrawSettings() {
  const token = useSession((s) => s.token);
  return useQuery({ ...withdrawSettingsQueryOptions(token ?? ''), enabled: Boolean(token) });
}
