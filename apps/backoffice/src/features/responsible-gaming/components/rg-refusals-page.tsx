import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIMIT_KINDS } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listRgRefusals, useRgRefusals, type RgRefusal } from '../api/rg-refusals';
import { asKind, limitName, refusalsQuery } from '../lib/rg-format';

const column = createColumnHelper<RgRefusal>();

/**
 * What the players' own limits refused, newest first: when, who, which limit, the action and the
 * amount asked for. The limit kind filter applies at once and lives in the URL.
 */
export function RgRefusalsPage() {
  const { t } = useTranslation('responsible-gaming');
  const params = useTableParams();
  const query = refusalsQuery(params);
  const refusals = useRgRefusals(query);

  const columns = [
    column.accessor('at', {
      header: t('refusals.col.at'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.at).toISOString() },
    }),
    column.accessor('username', {
      header: t('refusals.col.player'),
      cell: (c) => <Link to={`/responsible-gaming/players/${c.row.original.memberId}`}>{c.getValue()}</Link>,
    }),
    column.accessor((r) => limitName(t, r.kind, r.period), { id: 'limit', header: t('refusals.col.limit') }),
    column.accessor((r) => t(`action.${r.action}`), { id: 'action', header: t('refusals.col.action') }),
    column.accessor('amount', {
      header: t('refusals.col.amount'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
  ];

  return (
    <>
      <p className="muted rg-intro">{t('refusals.intro')}</p>
      <form className="filters" aria-label={t('refusals.filterLabel')} onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="rg-refusal-kind">{t('refusals.kind')}</label>
          <select
            id="rg-refusal-kind"
            data-testid="bo-rg-refusal-kind"
            value={asKind(params.filters.kind) ?? ''}
            onChange={(e) => params.setFilters({ kind: e.target.value })}
          >
            <option value="">{t('refusals.allKinds')}</option>
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {refusals.error && <Notice tone="error">{errorText(t, refusals.error)}</Notice>}
      <DataTable
        label={t('refusals.tableLabel')}
        columns={columns}
        rows={refusals.data?.list ?? []}
        totalCount={refusals.data?.totalCount ?? 0}
        params={params}
        loading={refusals.isFetching}
        rowKey={(r) => r.id}
        rowTestId={() => 'bo-rg-refusal-row'}
        empty={t('refusals.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => listRgRefusals({ ...query, pageNo, pageSize }))}
      />
    </>
  );
}
