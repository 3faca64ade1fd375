import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

/** The join-us page in the request language (the server falls back to English). */
export const joinPageQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['site', 'joinPage', language],
    queryFn: () => apiCall(routes.joinPage),
    staleTime: 5 * 60_000,
  });

export const useJoinPage = () => useQuery(joinPageQueryOptions(useLanguage()));
