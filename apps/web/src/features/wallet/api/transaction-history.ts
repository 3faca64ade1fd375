import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionType } from '@bet/contracts/wallet/transactions';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `transactionQuery` of the contract: a page, a time range (`to` exclusive) and a type. */
export interface TransactionQuery {
  pageNo?: number;
  pageSize?: number;
  from?: number;
  to?: number;
  type?: TransactionType;
}

/** `GET /wps/member/transactions`: the account record, filtered by time range and type. */
export const getTransactions = (query: TransactionQuery) =>
  apiCall(routes.transactionHistory, { query: { ...query } });

export const transactionsQueryOptions = (token: string, query: TransactionQuery) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', token, query],
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: TransactionQuery, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({ ...transactionsQueryOptions(token ?? '', query), enabled: Boolean(token) && enabled });
}
