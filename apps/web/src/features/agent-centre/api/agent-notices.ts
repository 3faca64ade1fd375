import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentNoticesQuery } from '@bet/contracts/content/notices';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** `GET /wps/agent/notices`: the live announcements for agents (and everyone), 9 a page. */
export const getAgentNotices = (query: AgentNoticesQuery) => apiCall(routes.agentNotices, { query });

export function useAgentNotices(query: AgentNoticesQuery) {
  const language = useLanguage();
  return useQuery({
    // Under the site's `notices` key: the live `notices` push refetches the agents' page too.
    queryKey: ['notices', 'agent', language, query],
    queryFn: () => getAgentNotices(query),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
