import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorChatRoutes as routes,
  type RestrictChatRequest,
} from '@bet/contracts/operator/operator-chat';
import { opsCall } from '@/shared/api/ops-call';
import { CHAT_RESTRICTIONS_KEY } from './chat-keys';

/** Mutes a player for some minutes or bans them until lifted (audited with the reason). */
export const useRestrictChatPlayer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RestrictChatRequest) => opsCall(routes.restrictChatPlayer, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: CHAT_RESTRICTIONS_KEY }),
  });
};
