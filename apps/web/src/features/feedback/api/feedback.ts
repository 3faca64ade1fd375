import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackRequest } from '@bet/contracts/content/feedback';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { FEEDBACK_LIST_KEY } from './feedback-list';

/** `PUT /wps/member/feedback`: a question or suggestion, with up to 3 screenshots. */
export const sendFeedback = (body: FeedbackRequest) => apiCall(routes.feedback, { body });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_LIST_KEY }),
  });
}
