import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { auditSearchEntry } from '@bet/contracts/operator/operator-accounts';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { searchAuditLog, useAuditLog } from '../api/search-audit-log';
import { AUDIT_FILTERS, type AuditFilters } from '../lib/audit-filters';
import { AuditFiltersForm } from './audit-filters-form';
import './audit.css';

type Entry = z.output<typeof auditSearchEntry>;
const column = createColumnHelper<Entry>();

/** The detail as short `key: value` text (the full JSON goes to the CSV). */
const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');

/** The audit log (admin): every operator, player and system action, filtered in the URL, newest first. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const params = useTableParams({ pageSize: 50 });
  const filters: AuditFilters = Object.fromEntries(
    AUDIT_FILTERS.flatMap((key) => (params.filters[key] ? [[key, params.filters[key]]] : [])),
  );
  const log = useAuditLog(filters, params.pageNo, params.pageSize);

  const columns = [
    column.accessor('time', {
      header: t('columns.time'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (row) => new Date(row.time).toISOString() },
    }),
    column.accessor((row) => row.actorName ?? `${row.actorType} ${row.actorId}`, {
      id: 'actor',
      header: t('columns.actor'),
    }),
    column.accessor('action', { header: t('columns.action') }),
    column.accessor('detail', {
      header: t('columns.detail'),
      cell: (c) => <span className="audit-detail">{detailText(c.getValue())}</span>,
      meta: { csv: (row) => JSON.stringify(row.detail) },
    }),
    column.accessor('ip', { header: t('columns.ip') }),
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <AuditFiltersForm key={JSON.stringify(filters)} filters={filters} onApply={params.setFilters} />
      {log.error && <Notice tone="error">{errorText(t, log.error)}</Notice>}
      <DataTable
        label={t('table')}
        columns={columns}
        rows={log.data?.list ?? []}
        totalCount={log.data?.totalCount ?? 0}
        params={params}
        loading={log.isFetching}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => searchAuditLog(filters, pageNo, pageSize))}
        rowKey={(entry) => entry.id}
      />
    </>
  );
}
