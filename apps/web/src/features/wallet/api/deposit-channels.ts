import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/v2/deposit/channels`: whether this account may deposit, and the ways to pay in. */
export const getDepositChannels = () => apiCall(routes.depositChannels);

export const depositChannelsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['wallet', 'depositChannels', token], queryFn: getDepositChannels });

export function useDepositChannels() {
  const token = useSession((s) => s.token);
  return useQuery({ ...depositChannelsQueryOptions(token ?? ''), enabled: Boolean(token) });
}
