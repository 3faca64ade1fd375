import { useQuery } from '@tanstack/react-query';
import { operatorFeedbackRoutes as routes } from '@bet/contracts/operator/operator-feedback';
import { opsCall } from '@/shared/api/ops-call';
import { useCan } from '@/shared/auth/use-can';
import { FEEDBACK_KEY } from './list-feedback';

/** How many feedback items wait for a reply (the menu's badge), every 30 s; only for playerAccess. */
export const useFeedbackCounts = () => {
  const allowed = useCan('playerAccess');
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'counts'],
    queryFn: ({ signal }) => opsCall(routes.feedbackCounts, { signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
    enabled: allowed,
  });
};
