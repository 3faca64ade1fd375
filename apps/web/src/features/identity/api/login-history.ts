import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/member/loginHistory`: recent logins of this account, newest first. */
export const getLoginHistory = () => apiCall(routes.loginHistory);

export const loginHistoryQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['member', 'loginHistory', token], queryFn: getLoginHistory });

export function useLoginHistory() {
  const token = useSession((s) => s.token);
  return useQuery({ ...loginHistoryQueryOptions(token ?? ''), enabled: Boolean(token) });
}
