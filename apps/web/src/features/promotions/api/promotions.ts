import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type Language } from '@bet/contracts/constants';
import type { PromotionKind } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionListResponse } from '@bet/contracts/promotions/promotions';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSession } from '@/shared/session/session-store';

/**
 * Every promotions query starts with this: joining, claiming or redeeming a code invalidates it,
 * so the list, the open detail and the reward centre all show the new state.
 */
export const PROMOTIONS_KEY = ['promotions'] as const;

/**
 * `GET /wps/promotion/list`: the promotions of one kind (none: every kind) and the kinds that have
 * any. Public: the client sends the token when there is one, and the states become the player's.
 */
export const getPromotions = (kind?: PromotionKind) =>
  apiCall(routes.promotions, { query: kind ? { kind } : {} });

// The token is in the key: a login or logout changes the states (a visitor sees JOIN everywhere).
export const promotionsQueryOptions = (language: Language, token: string, kind?: PromotionKind) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'list', language, token, kind ?? 'ALL'],
    queryFn: () => getPromotions(kind),
    // Switching tabs keeps the previous cards (and the tabs) on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The list the served document carries (a newcomer's, in English, every kind: site-document.ts) as
 * the promotions page's first answer: the server drew the page with it.
 */
export const adoptServedPromotions = (queryClient: QueryClient, answer: PromotionListResponse) =>
  queryClient.setQueryData(promotionsQueryOptions(DEFAULT_LANGUAGE, '').queryKey, answer);

export function usePromotions(kind?: PromotionKind) {
  const language = useLanguage();
  const token = useSession((s) => s.token) ?? '';
  return useQuery(promotionsQueryOptions(language, token, kind));
}
