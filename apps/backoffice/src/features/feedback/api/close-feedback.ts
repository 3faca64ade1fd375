import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorFeedbackRoutes as routes,
  type closeFeedbackRequest,
} from '@bet/contracts/operator/operator-feedback';
import { opsCall } from '@/shared/api/ops-call';
import { FEEDBACK_KEY } from './list-feedback';

/** Closes an item: no reply will come (or none more); the reason goes to the audit log. */
export const useCloseFeedback = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof closeFeedbackRequest>) => opsCall(routes.closeFeedback, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
};
