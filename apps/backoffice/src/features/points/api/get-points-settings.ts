import { useQuery } from '@tanstack/react-query';
import { operatorPointsRoutes as routes } from '@bet/contracts/operator/operator-points';
import { opsCall } from '@/shared/api/ops-call';
import { POINTS_KEY } from '../lib/points-key';

/** The merchant's points rules: ratio, conversion, deposit points, a multiplier per game category. */
export const usePointsSettings = () =>
  useQuery({
    queryKey: [...POINTS_KEY, 'settings'],
    queryFn: ({ signal }) => opsCall(routes.getPointsSettings, { signal }),
  });
