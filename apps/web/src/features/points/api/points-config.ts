import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';
import { POINTS_KEY } from './points-balance';

/**
 * `GET /wps/points/config`: how points are earned (multipliers by game type, deposits) and what
 * they are worth (the ratio, the conversion's minimum and step). Public: the rules tab of a visitor.
 */
export const getPointsConfig = () => apiCall(routes.pointsConfig);

export const pointsConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'config'],
    queryFn: getPointsConfig,
    // The operator changes the rules rarely.
    staleTime: 5 * 60_000,
  });

export function usePointsConfig() {
  return useQuery(pointsConfigQueryOptions());
}
