import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorChatRoutes as routes, type ChatSettings } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_SETTINGS_KEY } from './chat-keys';

/** Takes a word out of the filter. */
export const useRemoveChatWord = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => opsCall(routes.removeChatWord, { body: { word } }),
    onSuccess: (settings: ChatSettings) => client.setQueryData(CHAT_SETTINGS_KEY, settings),
  });
};
