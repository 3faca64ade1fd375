import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  operatorNoticeRoutes as routes,
  type NoticeListQuery,
} from '@bet/contracts/operator/operator-notices';
import { opsCall } from '@/shared/api/ops-call';

export const NOTICES_KEY = ['ops', 'notices'] as const;

export const listNotices = (query: NoticeListQuery) => opsCall(routes.listNotices, { query });

/** One page of the merchant's notices with the URL's filters, last changed first. */
export const useNoticeList = (query: NoticeListQuery) =>
  useQuery({
    queryKey: [...NOTICES_KEY, 'list', query],
    queryFn: ({ signal }) => opsCall(routes.listNotices, { query, signal }),
    placeholderData: keepPreviousData,
  });
