import { useQuery } from '@tanstack/react-query';
import { operatorVipRoutes as routes } from '@bet/contracts/operator/operator-vip';
import { opsCall } from '@/shared/api/ops-call';

/**
 * The merchant's VIP levels (the period, the names a level is set to); every role reads them. The
 * VIP levels page reads the same call under the same key, so one answer serves both.
 */
export const useVipLevels = () =>
  useQuery({
    queryKey: ['ops', 'vip', 'levels'],
    queryFn: ({ signal }) => opsCall(routes.getVipLevels, { signal }),
  });
