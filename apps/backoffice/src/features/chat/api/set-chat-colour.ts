import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorChatRoutes as routes, type ChatSettings } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_SETTINGS_KEY } from './chat-keys';

/** Sets the chat window's header colour (`#rrggbb`); open chat windows change at once. */
export const useSetChatColour = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (headerColour: string) => opsCall(routes.setChatColour, { body: { headerColour } }),
    onSuccess: (settings: ChatSettings) => client.setQueryData(CHAT_SETTINGS_KEY, settings),
  });
};
