import { useQuery } from '@tanstack/react-query';
import { operatorReportRoutes, type ReportRange } from '@bet/contracts/operator/operator-reports';
import { opsCall } from '@/shared/api/ops-call';

/** The report's rows and totals for the range (computed by the server from the daily aggregates). */
export const useBonusReport = (range: ReportRange | null) =>
  useQuery({
    queryKey: ['ops', 'reports', 'bonus', range],
    queryFn: () => opsCall(operatorReportRoutes.bonusReport, { query: range! }),
    enabled: range !== null,
  });
