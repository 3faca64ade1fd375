import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorInboxRoutes as routes } from '@bet/contracts/operator/operator-inbox';
import { opsCall } from '@/shared/api/ops-call';

export const SENT_INBOX_KEY = ['ops', 'inbox', 'sent'] as const;

export const listSentInboxMessages = (query: { pageNo: number; pageSize: number }) =>
  opsCall(routes.listSentInboxMessages, { query });

/** The sent messages, newest first, with how many players got each and how many read it. */
export const useSentInboxMessages = (query: { pageNo: number; pageSize: number }) =>
  useQuery({
    queryKey: [...SENT_INBOX_KEY, query],
    queryFn: () => listSentInboxMessages(query),
    placeholderData: keepPreviousData,
  });
