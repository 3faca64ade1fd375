import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { opsCall } from '@/shared/api/ops-call';
import { auditQuery, type AuditFilters } from '../lib/audit-filters';

export const searchAuditLog = (filters: AuditFilters, pageNo: number, pageSize: number) =>
  opsCall(operatorAccountRoutes.searchAuditLog, { query: { ...auditQuery(filters), pageNo, pageSize } });

/** One page of the audit log (admin), newest first, filtered as the URL says. */
export const useAuditLog = (filters: AuditFilters, pageNo: number, pageSize: number) =>
  useQuery({
    queryKey: ['ops', 'audit', filters, pageNo, pageSize],
    queryFn: () => searchAuditLog(filters, pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
