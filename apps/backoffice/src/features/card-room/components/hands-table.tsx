import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { CardRoomHand, CardRoomOverview } from '@bet/contracts/operator/operator-card-room';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { useLocalTableParams } from '@/shared/ui/use-local-table-params';
import { pageOf } from '../lib/format-card-room';
import { commitCell, seedCell } from './hash-cell';

const column = createColumnHelper<CardRoomHand>();

/**
 * The last 50 real-money hands, newest first (as the server sends them): where, the pot and the
 * rake, who played, who won, and the seed and commit to verify the deal.
 */
export function HandsTable({ hands, rooms }: { hands: CardRoomHand[]; rooms: CardRoomOverview['rooms'] }) {
  const { t } = useTranslation('card-room');
  const params = useLocalTableParams({ pageSize: 50 });
  const names = new Map(rooms.map((r) => [r.code, r.name]));
  const winners = (h: CardRoomHand) => (h.winners.length ? h.winners.join(', ') : t('hands.noWinners'));
  const columns = [
    column.accessor('settledAt', {
      header: t('hands.col.time'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (h) => new Date(h.settledAt).toISOString() },
    }),
    column.accessor((h) => names.get(h.room) ?? h.room, { id: 'room', header: t('hands.col.room') }),
    column.accessor('table', { header: t('hands.col.table'), meta: { numeric: true } }),
    column.accessor('no', { header: t('hands.col.no'), meta: { numeric: true } }),
    column.accessor('pot', {
      header: t('hands.col.pot'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true, csv: (h) => h.pot.toFixed(2) },
    }),
    column.accessor('rake', {
      header: t('hands.col.rake'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true, csv: (h) => h.rake.toFixed(2) },
    }),
    column.accessor((h) => `${formatCount(h.people)} / ${formatCount(h.bots)}`, {
      id: 'seats',
      header: t('hands.col.seats'),
      meta: { numeric: true },
    }),
    column.accessor(winners, { id: 'winners', header: t('hands.col.winners') }),
    column.accessor('seed', { header: t('hands.col.seed'), cell: seedCell }),
    column.accessor('commit', { header: t('hands.col.commit'), cell: commitCell }),
  ];
  return (
    <DataTable
      label={t('hands.tableLabel')}
      columns={columns}
      rows={pageOf(hands, params)}
      totalCount={hands.length}
      params={params}
      rowKey={(h) => h.id}
      empty={t('hands.empty')}
      fetchAll={async () => hands}
    />
  );
}
