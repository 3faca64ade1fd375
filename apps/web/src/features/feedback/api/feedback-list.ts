import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useSession } from '@/shared/session/session-store';

/** `GET /wps/member/feedback`: the player's own feedback, newest first, with the replies. */
export const getFeedbackList = (query: { pageNo: number; pageSize: number }) =>
  apiCall(routes.feedbackList, { query });

export const FEEDBACK_LIST_KEY = ['feedback', 'list'] as const;

export function useFeedbackList(query: { pageNo: number; pageSize: number }) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...FEEDBACK_LIST_KEY, token, query],
    queryFn: () => getFeedbackList(query),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}
