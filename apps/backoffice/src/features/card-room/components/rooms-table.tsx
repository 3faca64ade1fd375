import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { CardRoomOverview } from '@bet/contracts/operator/operator-card-room';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { DataTable } from '@/shared/ui/data-table';
import { useLocalTableParams } from '@/shared/ui/use-local-table-params';
import { pageOf, stakesText } from '../lib/format-card-room';

type Room = CardRoomOverview['rooms'][number];
const column = createColumnHelper<Room>();

/** Each room now: its stakes, the tables running, who sits there, its pace and its average pot. */
export function RoomsTable({ rooms }: { rooms: Room[] }) {
  const { t } = useTranslation('card-room');
  const params = useLocalTableParams();
  const columns = [
    column.accessor('name', {
      header: t('rooms.col.room'),
      cell: (c) => (
        <>
          {c.getValue()} <small className="card-room-code">{c.row.original.code}</small>
        </>
      ),
      meta: { csv: (r) => `${r.name} (${r.code})` },
    }),
    column.accessor(stakesText, {
      id: 'stakes',
      header: t('rooms.col.stakes'),
      meta: { numeric: true, csv: (r) => `${r.smallBet.toFixed(2)} / ${(r.smallBet * 2).toFixed(2)}` },
    }),
    column.accessor('tables', {
      header: t('rooms.col.tables'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('players', {
      header: t('rooms.col.players'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('bots', {
      header: t('rooms.col.bots'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('handsLastHour', {
      header: t('rooms.col.handsLastHour'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('averagePot', {
      header: t('rooms.col.averagePot'),
      cell: (c) => formatMoney(c.getValue()),
      meta: { numeric: true, csv: (r) => r.averagePot.toFixed(2) },
    }),
  ];
  return (
    <DataTable
      label={t('rooms.title')}
      columns={columns}
      rows={pageOf(rooms, params)}
      totalCount={rooms.length}
      params={params}
      rowKey={(r) => r.code}
      empty={t('rooms.empty')}
      fetchAll={async () => rooms}
    />
  );
}
