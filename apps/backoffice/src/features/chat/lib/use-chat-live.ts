import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_MESSAGES_KEY } from '../api/chat-keys';

/**
 * While the chat page is open: every event of the site's public chat stream (a new or deleted
 * message, in any process) reads the room again, with the usernames only operators see.
 */
export function useChatLive() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/wps/system/events?channel=chat');
    source.onmessage = () => void client.invalidateQueries({ queryKey: CHAT_MESSAGES_KEY });
    return () => source.close();
  }, [client]);
}
