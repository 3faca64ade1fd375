import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bet/contracts/constants';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';
import { useSession } from '@/shared/session/session-store';
import { POINTS_KEY } from './points-balance';

/**
 * `GET /wps/points/rewards`: the mall's items. Public: the client sends the token when there is
 * one, and each item then carries the player's own figures (`mine`: redeemed, requirement).
 */
export const getPointsRewards = () => apiCall(routes.pointsRewards);

// The token is in the key (a login adds `mine`); the language too (the operator's names).
export const pointsRewardsQueryOptions = (language: Language, token: string) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'rewards', language, token],
    queryFn: getPointsRewards,
    staleTime: 30_000,
  });

export function usePointsRewards() {
  const language = useLanguage();
  const token = useSession((s) => s.token) ?? '';
  return useQuery(pointsRewardsQueryOptions(language, token));
}
