import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operatorChatRoutes as routes } from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_RESTRICTIONS_KEY } from './chat-keys';

/** Lifts a player's mute or ban (audited with the reason). */
export const useLiftChatRestriction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; reason: string }) => opsCall(routes.liftChatRestriction, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_RESTRICTIONS_KEY }),
  });
};
