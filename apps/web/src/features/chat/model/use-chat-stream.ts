import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChatPushEvent } from '@bet/contracts/content/chat';
import { useSession } from '@/shared/session/session-store';
import { chatRoomKey, type ChatPages } from '../api/chat-room';
import { applyChatEvent } from './chat-pages';

const EVENT_TYPES = new Set(['message', 'deleted', 'settings']);

/** An event of the chat channel, or null for anything else (the stream is public text). */
export function parseChatEvent(data: string): ChatPushEvent | null {
  try {
    const value = JSON.parse(data) as { type?: unknown };
    return value && typeof value === 'object' && EVENT_TYPES.has(String(value.type))
      ? (value as ChatPushEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * While the chat window is open: the merchant's `chat` channel (Server-Sent Events) feeds new and
 * deleted messages into the room's pages. After a broken stream reconnects, the latest page is
 * read again (messages sent during the gap).
 */
export function useChatStream(room: string) {
  const queryClient = useQueryClient();
  const merchantCode = useSession((s) => s.merchantCode);
  useEffect(() => {
    const params = new URLSearchParams({ channel: 'chat' });
    if (merchantCode) params.set('merchant', merchantCode);
    const source = new EventSource(`/wps/system/events?${params.toString()}`);
    let broken = false;
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseChatEvent(message.data);
      if (!event) return;
      queryClient.setQueryData<ChatPages>(chatRoomKey(room), (pages) => applyChatEvent(pages, event, room));
    };
    source.onerror = () => {
      broken = true;
    };
    source.onopen = () => {
      if (!broken) return;
      broken = false;
      void queryClient.invalidateQueries({ queryKey: chatRoomKey(room) });
    };
    return () => source.close();
  }, [queryClient, merchantCode, room]);
}
