import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_EVENTS_PATH, type InboxEvent } from '@bet/contracts/route-table/inbox-routes';
import { openEventStream } from '@/shared/lib/event-stream';
import { getSession, useSession } from '@/shared/session/session-store';
import { inboxListKey } from '../api/inbox-messages';
import { unreadKey } from '../api/unread-message-count';

const isInboxEvent = (data: unknown): data is InboxEvent =>
  typeof data === 'object' &&
  data !== null &&
  (data as InboxEvent).type === 'inbox' &&
  typeof (data as InboxEvent).unread === 'number';

/**
 * Keeps the member's event stream open while `enabled` (a real member is logged in): each
 * `inbox` event sets the unread badge and reloads an open message list. No polling; the stream
 * reconnects with back-off, and a new token opens a new stream.
 */
export function useMemberEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!enabled || !token) return;
    return openEventStream({
      url: MEMBER_EVENTS_PATH,
      headers: () => {
        const { merchantCode } = getSession();
        return {
          Authorization: token,
          Device: 'web',
          ModuleId: 'COMM3',
          ...(merchantCode ? { Merchant: merchantCode } : {}),
        };
      },
      onMessage: (data) => {
        if (!isInboxEvent(data)) return;
        const key = unreadKey(token);
        const before = queryClient.getQueryData<{ unread: number }>(key);
        queryClient.setQueryData(key, { unread: data.unread });
        if (before?.unread !== data.unread)
          void queryClient.invalidateQueries({ queryKey: inboxListKey(token) });
      },
    });
  }, [enabled, token, queryClient]);
}
