import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorReferralReward } from '@bet/contracts/operator/operator-referral';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { Badge } from '@/shared/ui/badge';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listReferralRewards, useReferralRewards } from '../api/list-referral-rewards';
import { reasonText, REWARD_TONE, rewardsQuery } from '../lib/rewards-query';
import { RewardFilters } from './reward-filters';

const column = createColumnHelper<OperatorReferralReward>();

const playerLink = (username: string) => (
  <Link to={`/players/${encodeURIComponent(username)}`}>{username}</Link>
);

/**
 * The referral rewards, newest first: who referred whom, the tier reached, the amount, and
 * whether it was paid or refused (with the signals the two accounts share). Every role reads.
 */
export function ReferralRewardsPage() {
  const { t } = useTranslation('referral');
  const params = useTableParams();
  const query = rewardsQuery(params);
  const rewards = useReferralRewards(query);

  const columns = [
    column.accessor('createdAt', {
      header: t('rewards.col.createdAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.createdAt).toISOString() },
    }),
    column.accessor('referrer', {
      header: t('rewards.col.referrer'),
      cell: (c) => playerLink(c.getValue()),
    }),
    column.accessor('friend', {
      header: t('rewards.col.friend'),
      cell: (c) => playerLink(c.getValue()),
    }),
    column.accessor('tier', { header: t('rewards.col.tier'), meta: { numeric: true } }),
    column.accessor('amount', {
      header: t('rewards.col.amount'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('status', {
      header: t('rewards.col.status'),
      cell: (c) => <Badge tone={REWARD_TONE[c.getValue()]}>{t(`status.${c.getValue()}`)}</Badge>,
      meta: { csv: (r) => t(`status.${r.status}`) },
    }),
    column.accessor((r) => reasonText(t, r.reason), {
      id: 'reason',
      header: t('rewards.col.reason'),
      cell: (c) => c.getValue() || <span className="muted">—</span>,
    }),
  ];

  return (
    <>
      <p className="muted">{t('rewards.intro')}</p>
      <RewardFilters params={params} />
      {rewards.error && <Notice tone="error">{errorText(t, rewards.error)}</Notice>}
      <DataTable
        label={t('rewards.tableLabel')}
        columns={columns}
        rows={rewards.data?.list ?? []}
        totalCount={rewards.data?.totalCount ?? 0}
        params={params}
        loading={rewards.isFetching}
        rowKey={(r) => r.id}
        empty={t('rewards.empty')}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => listReferralRewards({ ...query, pageNo, pageSize }))
        }
      />
    </>
  );
}
