import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositRecord } from '@bet/contracts/wallet/deposit';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `depositRecordsQuery` of the contract: a page, an optional time range and status. */
export interface DepositRecordsQuery {
  pageNo?: number;
  pageSize?: number;
  from?: number;
  to?: number;
  status?: DepositRecord['status'];
}

/** `GET /wps/v2/deposit/records`: the player's deposits, newest first, a page at a time. */
export const getDepositRecords = (query: DepositRecordsQuery) =>
  apiCall(routes.depositRecords, { query: { ...query } });

export const DEPOSIT_RECORDS_KEY = ['wallet', 'depositRecords'] as const;

export const depositRecordsQueryOptions = (token: string, query: DepositRecordsQuery) =>
  queryOptions({
    queryKey: [...DEPOSIT_RECORDS_KEY, token, query],
    queryFn: () => getDepositRecords(query),
    placeholderData: keepPreviousData,
  });

export function useDepositRecords(query: DepositRecordsQuery) {
  const token = useSession((s) => s.token);
  return useQuery({ ...depositRecordsQueryOptions(token ?? '', query), enabled: Boolean(token) });
}
