import { useQuery } from '@tanstack/react-query';
import { operatorVipRoutes as routes } from '@bet/contracts/operator/operator-vip';
import { opsCall } from '@/shared/api/ops-call';
import { VIP_KEY } from '../lib/vip-key';

/** The merchant's VIP table: period, grace, and each level with its benefits and players. */
export const useVipLevels = () =>
  useQuery({
    queryKey: [...VIP_KEY, 'levels'],
    queryFn: ({ signal }) => opsCall(routes.getVipLevels, { signal }),
  });
