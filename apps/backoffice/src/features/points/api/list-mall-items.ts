import { useQuery } from '@tanstack/react-query';
import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';
import { POINTS_KEY } from '../lib/points-key';

/** Every item of the mall with its units redeemed and waiting (at most MALL_ITEMS_MAX: no paging). */
export const useMallItems = () =>
  useQuery({
    queryKey: [...POINTS_KEY, 'items'],
    queryFn: ({ signal }) => opsCall(routes.listMallItems, { signal }),
  });
