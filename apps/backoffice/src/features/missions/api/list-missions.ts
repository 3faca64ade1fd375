import { useQuery } from '@tanstack/react-query';
import { operatorMissionRoutes as routes } from '@bet/contracts/operator/operator-missions';
import { opsCall } from '@/shared/api/ops-call';

export const MISSIONS_KEY = ['ops', 'missions'] as const;

/** Every mission of the merchant with this period's figures (at most MISSIONS_MAX: no paging). */
export const useMissions = () =>
  useQuery({
    queryKey: [...MISSIONS_KEY, 'list'],
    queryFn: ({ signal }) => opsCall(routes.listMissions, { signal }),
  });
