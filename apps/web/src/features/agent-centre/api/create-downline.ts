import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDownlineRequest } from '@bet/contracts/agent/agent-team';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** `PUT /wps/agent/downline` (encrypted body): a new player or agent directly under me. */
export const createDownline = (body: CreateDownlineRequest) => apiCall(routes.createDownline, { body });

export function useCreateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownline,
    // The team lists and figures now count one more member.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['agent'] }),
  });
}
