import { useInfiniteQuery } from '@tanstack/react-query';
import { operatorChatRoutes as routes } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_MESSAGES_KEY } from './chat-keys';

/** The room's messages with whole usernames: the latest page, then older ones on demand. */
export const useChatMessages = (room = 'public') =>
  useInfiniteQuery({
    queryKey: [...CHAT_MESSAGES_KEY, room],
    queryFn: ({ pageParam, signal }) =>
      opsCall(routes.chatMessages, { query: { room, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore && last.messages[0] ? last.messages[0].id : undefined),
  });
