import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  operatorFeedbackRoutes as routes,
  type operatorFeedbackQuery,
} from '@bet/contracts/operator/operator-feedback';
import { opsCall } from '@/shared/api/ops-call';

export type FeedbackQuery = z.input<typeof operatorFeedbackQuery>;

export const FEEDBACK_KEY = ['ops', 'feedback'] as const;

export const listFeedback = (query: FeedbackQuery) => opsCall(routes.listFeedback, { query });

/** The feedback queue: one page with the URL's filters, newest first. */
export const useFeedbackQueue = (query: FeedbackQuery) =>
  useQuery({
    queryKey: [...FEEDBACK_KEY, 'list', query],
    queryFn: ({ signal }) => opsCall(routes.listFeedback, { query, signal }),
    placeholderData: keepPreviousData,
  });
