import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSession } from '@/shared/session/session-store';
import { PROMOTIONS_KEY } from './promotions';

/** `GET /wps/promotion/detail`: one promotion with its rules and the player's progress (public). */
export const getPromotionDetail = (id: number) => apiCall(routes.promotionDetail, { query: { id } });

export const promotionDetailQueryOptions = (language: Language, token: string, id: number) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'detail', language, token, id],
    queryFn: () => getPromotionDetail(id),
    staleTime: 30_000,
  });

/** The detail of `id`; `null` (an address without a valid id) asks nothing. */
export function usePromotionDetail(id: number | null) {
  const language = useLanguage();
  const token = useSession((s) => s.token) ?? '';
  return useQuery({ ...promotionDetailQueryOptions(language, token, id ?? 0), enabled: id !== null });
}
