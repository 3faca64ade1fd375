import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsEntry } from '@bet/contracts/points/points';
import { POINT_TYPES } from '@bet/contracts/points/points-rules';
import { Can } from '@/shared/auth/can';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime, formatPoints } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { Panel } from '@/shared/ui/panel';
import { StatTile } from '@/shared/ui/stat-tile';
import { useLocalTableParams } from '@/shared/ui/use-local-table-params';
import {
  PLAYER_POINTS_KEY,
  playerPoints,
  usePlayerPoints,
  type PlayerPointsQuery,
} from '../api/player-points';
import { AdjustPointsDialog } from './adjust-points-dialog';

const column = createColumnHelper<PointsEntry>();
type PointType = (typeof POINT_TYPES)[number];

/**
 * The player's points: the balance, the points ledger (one type or all, a page at a time; its
 * paging kept here, as the page's address holds the records' tabs) and, for `moveMoney`, a
 * correction with its reason. The panel reads again after a correction.
 */
export function PointsPanel({ username }: { username: string }) {
  const { t } = useTranslation('points');
  const client = useQueryClient();
  const params = useLocalTableParams();
  const type = POINT_TYPES.includes(params.filters.type as PointType)
    ? (params.filters.type as PointType)
    : undefined;
  const query: PlayerPointsQuery = {
    username,
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(type ? { type } : {}),
  };
  const points = usePlayerPoints(query);
  const [adjusting, setAdjusting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const columns = [
    column.accessor('createdAt', {
      header: t('player.col.time'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (e) => new Date(e.createdAt).toISOString() },
    }),
    column.accessor((e) => t(`pointType.${e.type}`), { id: 'type', header: t('player.col.type') }),
    column.accessor('points', {
      header: t('player.col.points'),
      cell: (c) => formatPoints(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('reference', { header: t('player.col.reference') }),
  ];

  return (
    <Panel
      title={t('player.title')}
      actions={
        <Can permission="moveMoney">
          <Button
            onClick={() => {
              setDone(null);
              setAdjusting(true);
            }}
          >
            {t('player.adjust')}
          </Button>
        </Can>
      }
    >
      {done && <Notice tone="success">{done}</Notice>}
      {points.error && <Notice tone="error">{errorText(t, points.error)}</Notice>}
      <section className="stats" aria-label={t('player.balanceLabel', { username })}>
        <StatTile label={t('player.balance')} value={points.data ? formatPoints(points.data.points) : '…'} />
      </section>
      <div className="filters">
        <div className="field">
          <label htmlFor="player-points-type">{t('player.type')}</label>
          <select
            id="player-points-type"
            value={type ?? ''}
            onChange={(e) => params.setFilters({ type: e.target.value })}
          >
            <option value="">{t('player.allTypes')}</option>
            {POINT_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`pointType.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        label={t('player.tableLabel', { username })}
        columns={columns}
        rows={points.data?.list ?? []}
        totalCount={points.data?.totalCount ?? 0}
        params={params}
        loading={points.isFetching}
        rowKey={(e) => e.id}
        empty={t('player.empty')}
        fetchAll={() => fetchAllPages((pageNo, pageSize) => playerPoints({ ...query, pageNo, pageSize }))}
      />
      {adjusting && (
        <AdjustPointsDialog
          username={username}
          balance={points.data?.points}
          onDone={(balance) => {
            setDone(t('player.adjusted', { username, points: formatPoints(balance) }));
            void client.invalidateQueries({ queryKey: PLAYER_POINTS_KEY });
          }}
          onClose={() => setAdjusting(false)}
        />
      )}
    </Panel>
  );
}
