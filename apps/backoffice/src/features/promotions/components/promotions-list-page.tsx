import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { OperatorPromotion } from '@bet/contracts/operator/operator-promotions';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { SaveNotice } from '@/shared/ui/save-notice';
import { StatusToggle } from '@/shared/ui/status-toggle';
import { useSave } from '@/shared/ui/use-save';
import { useTableParams } from '@/shared/ui/use-table-params';
import { PROMOTIONS_KEY, usePromotions } from '../api/list-promotions';
import { setPromotionStatus } from '../api/set-promotion-status';
import { claimsLink } from '../lib/claims-query';
import { kindWords, shortDateTime, titleOf } from '../lib/promotion-text';
import { BudgetBar } from './budget-bar';

const column = createColumnHelper<OperatorPromotion>();

/**
 * Every promotion with what it has paid and who joined. The server answers the whole (short)
 * list; paging is done here so the table reads like the console's other lists.
 */
export function PromotionsListPage() {
  const { t } = useTranslation('promotions');
  const params = useTableParams();
  const promotions = usePromotions();
  const save = useSave(PROMOTIONS_KEY);
  // The editor comes back here after saving: say so once.
  const savedHere = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const all = promotions.data?.list ?? [];
  const rows = all.slice((params.pageNo - 1) * params.pageSize, params.pageNo * params.pageSize);

  const columns = [
    column.accessor('id', { header: t('col.id') }),
    column.accessor((p) => titleOf(p), {
      id: 'title',
      header: t('col.title'),
      cell: ({ row: { original: p } }) => <Link to={`/promotions/${p.id}`}>{titleOf(p)}</Link>,
    }),
    column.accessor('kind', {
      header: t('col.kind'),
      // Cashback's, applications', sign-up bonuses', wheels', rains' and draws' terms differ
      // most between promotions of the kind: they are spelled out here.
      cell: ({ row: { original: p } }) => {
        const words = kindWords(t, p);
        return words === null ? (
          t(`kind.${p.kind}`)
        ) : (
          <span className="promo-kind">
            <span>{t(`kind.${p.kind}`)}</span>
            <span className="muted" data-testid={`promotion-words-${p.id}`}>
              {words}
            </span>
          </span>
        );
      },
    }),
    column.accessor('art', { header: t('col.art'), cell: (c) => t(`art.${c.getValue()}`) }),
    column.accessor((p) => `${shortDateTime(p.startsAt)} – ${p.endsAt ? shortDateTime(p.endsAt) : ''}`, {
      id: 'window',
      header: t('col.window'),
      cell: ({ row: { original: p } }) => (
        <span className="promo-window">
          <span>{shortDateTime(p.startsAt)}</span>
          <span>{p.endsAt ? shortDateTime(p.endsAt) : t('noEnd')}</span>
        </span>
      ),
    }),
    column.accessor('repeat', { header: t('col.repeat'), cell: (c) => t(`repeat.${c.getValue()}`) }),
    column.accessor('status', {
      header: t('col.status'),
      cell: ({ row: { original: p } }) => (
        <StatusToggle
          status={p.status}
          label={t(`status.${p.status}`)}
          ariaLabel={t('activeOf', { title: titleOf(p) })}
          onChange={(status) => void save.run(() => setPromotionStatus(p.id, status)).catch(() => undefined)}
        />
      ),
    }),
    column.accessor((p) => (p.budget === null ? '' : `${p.budgetUsed}/${p.budget}`), {
      id: 'budget',
      header: t('col.budget'),
      cell: ({ row: { original: p } }) => <BudgetBar used={p.budgetUsed} budget={p.budget} />,
    }),
    column.accessor('paidClaims', {
      header: t('col.paidClaims'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('flaggedClaims', {
      header: t('col.flaggedClaims'),
      meta: { numeric: true },
      cell: ({ row: { original: p } }) =>
        p.flaggedClaims > 0 ? (
          // An application promotion's claims to review are its applications.
          <Link
            to={claimsLink({
              status: p.kind === 'APPLICATION' ? 'APPLIED' : 'FLAGGED',
              promotionId: p.id,
            })}
            aria-label={t(p.kind === 'APPLICATION' ? 'appliedOf' : 'flaggedOf', {
              count: p.flaggedClaims,
              title: titleOf(p),
            })}
            className="promo-flagged"
          >
            {formatCount(p.flaggedClaims)}
          </Link>
        ) : (
          '0'
        ),
    }),
    column.accessor('joined', {
      header: t('col.joined'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.display({
      id: 'actions',
      header: t('col.actions'),
      cell: ({ row: { original: p } }) => (
        <div className="row-actions">
          <Can permission="configure">
            <Link
              className="btn btn-secondary"
              to={`/promotions/${p.id}`}
              aria-label={t('editOf', { title: titleOf(p) })}
            >
              {t('edit')}
            </Link>
          </Can>
          {p.kind === 'BONUS_CODE' && (
            <Link
              className="btn btn-secondary"
              to={`/promotions/${p.id}/codes`}
              aria-label={t('codesOf', { title: titleOf(p) })}
            >
              {t('codes')}
            </Link>
          )}
        </div>
      ),
    }),
  ];

  return (
    <>
      <div className="promo-toolbar">
        <Can permission="configure">
          <Link className="btn btn-primary" to="/promotions/new" data-testid="promotion-new">
            {t('new')}
          </Link>
        </Can>
      </div>
      {savedHere && !save.error && !save.saved && <Notice tone="success">{t('common:saved')}</Notice>}
      <SaveNotice saved={save.saved} error={save.error} />
      {promotions.error && <Notice tone="error">{errorText(t, promotions.error)}</Notice>}
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        params={params}
        loading={promotions.isFetching}
        rowKey={(p) => p.id}
        empty={t('empty')}
        fetchAll={async () => all}
      />
    </>
  );
}
