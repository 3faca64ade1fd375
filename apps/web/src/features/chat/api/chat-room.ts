import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ChatRoomResponse } from '@bet/contracts/content/chat';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `GET /wps/chat/room`: the latest page, or the page before a message id (scroll-back). */
export const getChatRoom = (room: string, before?: number) =>
  apiCall(routes.chatRoom, { query: { room, ...(before === undefined ? {} : { before }) } });

export const chatRoomKey = (room: string) => ['chat', 'room', room] as const;
export type ChatPages = InfiniteData<ChatRoomResponse>;

/** Pages newest first: page 0 is the latest (live messages join it), each next one is older. */
export function useChatRoom(room: string) {
  return useInfiniteQuery({
    queryKey: chatRoomKey(room),
    queryFn: ({ pageParam }) => getChatRoom(room, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.messages[0] ? last.messages[0].id : undefined),
    // The stream keeps the open room current; a window opened later starts from the server.
    staleTime: Infinity,
    gcTime: 0,
  });
}
