import type { ConsoleFeature } from '@/shared/console-feature';
import { useFeedbackCounts } from './api/feedback-counts';

const useFeedbackBadge = () => useFeedbackCounts().data?.pending;

/**
 * Players' feedback (issue 14): the queue and one item with its screenshots, the reply and
 * closing. Support and admins (playerAccess) only, on the server and in the menu.
 */
export const feedbackFeature: ConsoleFeature = {
  nav: [
    {
      path: '/feedback',
      label: 'feedback:nav',
      icon: 'content',
      permission: 'playerAccess',
      group: 'players',
      useBadge: useFeedbackBadge,
    },
  ],
  routes: [
    {
      path: 'feedback',
      lazy: async () => ({ Component: (await import('./components/feedback-queue-page')).FeedbackQueuePage }),
    },
    {
      path: 'feedback/:id',
      lazy: async () => ({
        Component: (await import('./components/feedback-detail-page')).FeedbackDetailPage,
      }),
    },
  ],
};
