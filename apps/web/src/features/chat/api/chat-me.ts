import { useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/chat/me`: the player's author key (their own messages) and whether they may post. */
export const getChatMe = () => apiCall(routes.chatMe);

export const CHAT_ME_KEY = ['chat', 'me'] as const;

export function useChatMe() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...CHAT_ME_KEY, token],
    queryFn: getChatMe,
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
