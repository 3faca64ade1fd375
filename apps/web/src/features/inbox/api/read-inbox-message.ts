import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { inboxChanged } from './inbox-changed';

/** `POST /wps/member/messages/read`: the message with its content; it is read from now on. */
export const readInboxMessage = (id: number) => apiCall(routes.readInboxMessage, { body: { id } });

export function useReadInboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readInboxMessage,
    onSuccess: (value) => inboxChanged(queryClient, value.unread),
  });
}
