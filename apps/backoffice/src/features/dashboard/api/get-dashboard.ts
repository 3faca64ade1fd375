import { useQuery } from '@tanstack/react-query';
import { operatorReportRoutes } from '@bet/contracts/operator/operator-reports';
import { opsCall } from '@/shared/api/ops-call';

/** Today's and the last 30 days' figures; refreshed every minute, as often as the roll-up runs. */
export const useDashboard = () =>
  useQuery({
    queryKey: ['ops', 'dashboard'],
    queryFn: () => opsCall(operatorReportRoutes.getDashboard),
    refetchInterval: 60_000,
  });
