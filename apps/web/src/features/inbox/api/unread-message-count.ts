import { useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/member/messages/unread`: the badge's first count; the member event stream keeps it current. */
export const getUnreadMessageCount = () => apiCall(routes.unreadMessageCount);

export const INBOX_KEY = ['inbox'] as const;
export const unreadKey = (token: string) => [...INBOX_KEY, 'unread', token] as const;

/** The member's unread count: fetched once, then set by pushes (no polling). */
export function useUnreadMessageCount(enabled: boolean) {
  const token = useSession((s) => s.token) ?? '';
  return useQuery({
    queryKey: unreadKey(token),
    queryFn: getUnreadMessageCount,
    enabled: enabled && token !== '',
    staleTime: Infinity,
  });
}
