import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackStatus,
  type FeedbackType,
} from '@bet/contracts/content/feedback-rules';
import type { BadgeTone } from '@/shared/ui/badge';
import type { TableParams } from '@/shared/ui/use-table-params';
import type { FeedbackQuery } from '../api/list-feedback';

/** The status filter's value for "every state" (kept in the URL so a reload keeps it). */
export const ALL = 'all';

export const STATUS_TONE: Record<FeedbackStatus, BadgeTone> = {
  pending: 'warn',
  replied: 'good',
  closed: 'neutral',
};

/** The player's page in the console (the players feature's address). */
export const playerLink = (username: string) => `/players/${encodeURIComponent(username)}`;

/** The queue's call from the URL: pending unless the URL says another state or all; type; player. */
export function feedbackQuery(params: TableParams): FeedbackQuery {
  const { status: rawStatus, type, username } = params.filters;
  const status =
    rawStatus === ALL
      ? undefined
      : FEEDBACK_STATUSES.includes(rawStatus as FeedbackStatus)
        ? (rawStatus as FeedbackStatus)
        : 'pending';
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(status ? { status } : {}),
    ...(FEEDBACK_TYPES.includes(type as FeedbackType) ? { type: type as FeedbackType } : {}),
    ...(username ? { username } : {}),
  };
}
