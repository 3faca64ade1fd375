import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';
import { INBOX_KEY } from './unread-message-count';

/** `GET /wps/member/messages`: a page of the member's messages, newest first, with read state. */
export const getInboxMessages = (query: { pageNo: number; pageSize: number }) =>
  apiCall(routes.inboxMessages, { query });

export const inboxListKey = (token: string) => [...INBOX_KEY, 'list', token] as const;

export function useInboxMessages(query: { pageNo: number; pageSize: number }) {
  const token = useSession((s) => s.token) ?? '';
  return useQuery({
    queryKey: [...inboxListKey(token), query],
    queryFn: () => getInboxMessages(query),
    placeholderData: keepPreviousData,
  });
}
