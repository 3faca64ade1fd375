import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { inboxChanged } from './inbox-changed';

/** `POST /wps/member/messages/delete`: gone from this member's inbox (the others keep theirs). */
export const deleteInboxMessage = (id: number) => apiCall(routes.deleteInboxMessage, { body: { id } });

export function useDeleteInboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInboxMessage,
    onSuccess: (value) => inboxChanged(queryClient, value.unread),
  });
}
