import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorChatRoutes as routes } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_MESSAGES_KEY } from './chat-keys';

/** Deletes a message for everyone (audited with the reason). */
export const useDeleteChatMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }) => opsCall(routes.deleteChatMessage, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_MESSAGES_KEY }),
  });
};
