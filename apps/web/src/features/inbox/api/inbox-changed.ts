import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '@/shared/session/session-store';
import { inboxListKey } from './inbox-messages';
import { unreadKey } from './unread-message-count';

/** After a change: the badge shows the count the server answered, the list reloads. */
export function inboxChanged(queryClient: QueryClient, unread: number) {
  const token = getSession().token ?? '';
  queryClient.setQueryData(unreadKey(token), { unread });
  void queryClient.invalidateQueries({ queryKey: inboxListKey(token) });
}
