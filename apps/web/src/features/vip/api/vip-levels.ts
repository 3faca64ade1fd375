import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@bet/contracts/routes';
import { apiCall } from '@/shared/api/client';

/** Every VIP query starts with this. */
export const VIP_KEY = ['vip'] as const;

/**
 * `GET /wps/vip/levels`: the merchant's levels with their thresholds and benefits, the rolling
 * period and the grace days. Public: the /vip page's table for a visitor too.
 */
export const getVipLevels = () => apiCall(routes.vipLevels);

export const vipLevelsQueryOptions = () =>
  queryOptions({
    queryKey: [...VIP_KEY, 'levels'],
    queryFn: getVipLevels,
    // The operator changes the levels rarely.
    staleTime: 5 * 60_000,
  });

export function useVipLevels() {
  return useQuery(vipLevelsQueryOptions());
}
