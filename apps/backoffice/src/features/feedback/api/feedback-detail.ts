import { useQuery } from '@tanstack/react-query';
import { operatorFeedbackRoutes as routes } from '@bet/contracts/operator/operator-feedback';
import { opsCall } from '@/shared/api/ops-call';
import { FEEDBACK_KEY } from './list-feedback';

/** One feedback item, fresh (another operator may have answered it since the list loaded). */
export const useFeedbackDetail = (id: number) =>
  useQuery({
    queryKey: [...FEEDBACK_KEY, 'detail', id],
    queryFn: ({ signal }) => opsCall(routes.feedbackDetail, { query: { id }, signal }),
    enabled: id > 0,
  });
