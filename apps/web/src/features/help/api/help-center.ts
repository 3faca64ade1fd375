import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import type { HelpArticle } from '@bet/contracts/system/help-center';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** Help articles in the request language, sorted as the operator ordered them. */
export async function getHelpCenter(): Promise<HelpArticle[]> {
  const articles = await apiCall(routes.helpCenter);
  return [...articles].sort((a, b) => a.sort - b.sort || a.id - b.id);
}

// Keyed by language: switching language fetches the translated articles.
export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: getHelpCenter,
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = () => useQuery(helpCenterQueryOptions(useLanguage()));
