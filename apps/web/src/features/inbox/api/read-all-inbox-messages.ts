import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { inboxChanged } from './inbox-changed';

/** `POST /wps/member/messages/readAll`: every message read. */
export const readAllInboxMessages = () => apiCall(routes.readAllInboxMessages, { body: {} });

export function useReadAllInboxMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllInboxMessages,
    onSuccess: (value) => inboxChanged(queryClient, value.unread),
  });
}
