import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { bonusCodeEntry } from '@bet/contracts/operator/operator-promotions';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatCount } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { useBonusCodes } from '../api/list-bonus-codes';
import { usePromotions } from '../api/list-promotions';
import { titleOf } from '../lib/promotion-text';
import { GenerateCodesForm } from './generate-codes-form';

type Code = z.infer<typeof bonusCodeEntry>;
const column = createColumnHelper<Code>();

/** The codes of one bonus-code promotion with their uses; the table's Export CSV downloads them all. */
function CodesTable({ promotionId, title }: { promotionId: number; title: string }) {
  const { t } = useTranslation('promotions');
  const params = useTableParams({ pageSize: 50 });
  const codes = useBonusCodes(promotionId);
  const all = codes.data?.list ?? [];
  // The server answers every code at once; the table pages them here.
  const rows = all.slice((params.pageNo - 1) * params.pageSize, params.pageNo * params.pageSize);
  const columns = [
    column.accessor('code', { header: t('codesPage.col.code'), cell: (c) => <code>{c.getValue()}</code> }),
    column.accessor('used', {
      header: t('codesPage.col.used'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('maxUses', {
      header: t('codesPage.col.maxUses'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor((c) => Math.max(0, c.maxUses - c.used), {
      id: 'left',
      header: t('codesPage.col.left'),
      meta: { numeric: true },
    }),
  ];
  return (
    <>
      {codes.error && <Notice tone="error">{errorText(t, codes.error)}</Notice>}
      <DataTable
        label={t('codesPage.tableLabel', { title })}
        columns={columns}
        rows={rows}
        totalCount={all.length}
        params={params}
        loading={codes.isFetching}
        rowKey={(c) => c.code}
        empty={t('codesPage.empty')}
        fetchAll={async () => all}
      />
    </>
  );
}

/** `/promotions/:id/codes`: generate batches of codes and list them (bonus-code promotions only). */
export function BonusCodesPage() {
  const { t } = useTranslation('promotions');
  const id = Number(useParams().id);
  const promotions = usePromotions();
  if (promotions.error) return <Notice tone="error">{errorText(t, promotions.error)}</Notice>;
  if (!promotions.data) return <p className="muted">{t('common:loading')}</p>;
  const promotion = promotions.data.list.find((p) => p.id === id);
  if (!promotion || promotion.kind !== 'BONUS_CODE')
    return (
      <Notice tone="error">
        {t('codesPage.notCodes')} <Link to="/promotions">{t('backToList')}</Link>
      </Notice>
    );
  const title = titleOf(promotion);
  return (
    <>
      <Can permission="configure">
        <Panel title={t('codesPage.generateTitle', { title })}>
          <GenerateCodesForm promotionId={promotion.id} />
        </Panel>
      </Can>
      <Panel title={t('codesPage.listTitle', { title })}>
        <CodesTable promotionId={promotion.id} title={title} />
      </Panel>
    </>
  );
}
