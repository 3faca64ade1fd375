import { useQuery } from '@tanstack/react-query';
import { operatorChatRoutes as routes } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_ROOMS_KEY } from './chat-keys';

/** The rooms a moderator can open: the public room, then one per enabled lottery game. */
export const useChatRooms = () =>
  useQuery({
    queryKey: CHAT_ROOMS_KEY,
    queryFn: ({ signal }) => opsCall(routes.chatRooms, { signal }),
    staleTime: 60_000,
  });
