import { useQuery } from '@tanstack/react-query';
import { operatorReportRoutes, type ReportRange } from '@bet/contracts/operator/operator-reports';
import { opsCall } from '@/shared/api/ops-call';

/** The report's rows and totals for the range (computed by the server from the daily aggregates). */
export const useChannelReport = (range: ReportRange | null) =>
  useQuery({
    queryKey: ['ops', 'reports', 'channel', range],
    queryFn: () => opsCall(operatorReportRoutes.channelReport, { query: range! }),
    enabled: range !== null,
  });
