import { useQuery } from '@tanstack/react-query';
import { operatorChatRoutes as routes } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_SETTINGS_KEY } from './chat-keys';

/** The header colour and the word filter. */
export const useChatSettings = () =>
  useQuery({
    queryKey: CHAT_SETTINGS_KEY,
    queryFn: ({ signal }) => opsCall(routes.chatSettings, { signal }),
  });
