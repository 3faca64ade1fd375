import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawStatus } from '@bet/contracts/wallet/withdraw';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

export interface WithdrawRecordsQuery {
  pageNo?: number;
  pageSize?: number;
  from?: number;
  to?: number;
  status?: WithdrawStatus;
}

/** `GET /wps/v2/withdraw/records`: the player's withdrawals, newest first, a page at a time. */
export const getWithdrawRecords = (query: WithdrawRecordsQuery) =>
  apiCall(routes.withdrawRecords, { query: { ...query } });

export const WITHDRAW_RECORDS_KEY = ['wallet', 'withdrawRecords'] as const;

export const withdrawRecordsQueryOptions = (token: string, query: WithdrawRecordsQuery) =>
  queryOptions({
    queryKey: [...WITHDRAW_RECORDS_KEY, token, query],
    queryFn: () => getWithdrawRecords(query),
    placeholderData: keepPreviousData,
  });

export function useWithdrawRecords(query: WithdrawRecordsQuery) {
  const token = useSession((s) => s.token);
  return useQuery({ ...withdrawRecordsQueryOptions(token ?? '', query), enabled: Boolean(token) });
}
