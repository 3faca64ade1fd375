import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operatorInboxRoutes as routes,
  type SendInboxMessageRequest,
} from '@bet/contracts/operator/operator-inbox';
import { opsCall } from '@/shared/api/ops-call';
import { SENT_INBOX_KEY } from './list-sent-inbox-messages';

/** Sends the message: the recipients are fixed now; the players' badges rise at once. */
export const useSendInboxMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInboxMessageRequest) => opsCall(routes.sendInboxMessage, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: SENT_INBOX_KEY }),
  });
};
