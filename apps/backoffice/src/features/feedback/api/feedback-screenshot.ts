import { useQuery } from '@tanstack/react-query';
import { operatorFeedbackRoutes as routes } from '@bet/contracts/operator/operator-feedback';
import { opsCall } from '@/shared/api/ops-call';

/** A player's screenshot as a data URL, read when the detail shows it (it never changes). */
export const useFeedbackScreenshot = (id: number) =>
  useQuery({
    queryKey: ['ops', 'feedback', 'screenshot', id],
    queryFn: ({ signal }) => opsCall(routes.operatorFeedbackScreenshot, { query: { id }, signal }),
    staleTime: Infinity,
  });
