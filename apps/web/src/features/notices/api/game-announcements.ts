import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { NOTICES_KEY } from './notices';

/** `GET /lgw/games/announcements`: the live announcements of these vendors (none: every vendor). */
export const getGameAnnouncements = async (vendors: readonly string[]) =>
  (
    await apiCall(routes.gameAnnouncements, {
      query: vendors.length > 0 ? { vendors: vendors.join(',') } : {},
    })
  ).list;

export const gameAnnouncementsQueryOptions = (language: Language, vendors: readonly string[]) =>
  queryOptions({
    // Under the notices key: the live `notices` event refetches these too.
    queryKey: [...NOTICES_KEY, 'games', language, [...vendors].sort()],
    queryFn: () => getGameAnnouncements(vendors),
    staleTime: 60_000,
  });

export const useGameAnnouncements = (vendors: readonly string[]) =>
  useQuery(gameAnnouncementsQueryOptions(useLanguage(), vendors));
