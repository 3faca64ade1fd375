import { useQuery } from '@tanstack/react-query';
import { operatorChatRoutes as routes } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_RESTRICTIONS_KEY } from './chat-keys';

/** The players muted now or banned, most recent first. */
export const useChatRestrictions = () =>
  useQuery({
    queryKey: CHAT_RESTRICTIONS_KEY,
    queryFn: ({ signal }) => opsCall(routes.chatRestrictions, { signal }),
  });
