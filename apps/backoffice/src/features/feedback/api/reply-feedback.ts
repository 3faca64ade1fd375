import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorFeedbackRoutes as routes,
  type replyFeedbackRequest,
} from '@bet/contracts/operator/operator-feedback';
import { opsCall } from '@/shared/api/ops-call';
import { FEEDBACK_KEY } from './list-feedback';

/** Answers a pending item once (the player reads it in their feedback list and inbox). */
export const useReplyFeedback = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof replyFeedbackRequest>) => opsCall(routes.replyFeedback, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
};
