import type { CardRoomOverview } from '@bet/contracts/operator/operator-card-room';
import { formatMoney } from '@/shared/lib/format';
import type { TableParams } from '@/shared/ui/use-table-params';

type Room = CardRoomOverview['rooms'][number];

/** A result for the house with its sign: `+12.50`, `-3.00`, `0.00`. */
export const formatSignedMoney = (value: number): string =>
  value > 0 ? `+${formatMoney(value)}` : formatMoney(value === 0 ? 0 : value);

/** Which way a result went, for its colour and its word. */
export const signOf = (value: number): 'won' | 'lost' | 'even' =>
  value > 0 ? 'won' : value < 0 ? 'lost' : 'even';

/** Fixed limit: bets of one small bet before the turn, of two (the big bet) from it. */
export const stakesText = (room: Pick<Room, 'smallBet'>): string =>
  `${formatMoney(room.smallBet)} / ${formatMoney(room.smallBet * 2)}`;

/** What is seated across every room now. */
export function seatedNow(rooms: readonly Room[]) {
  return rooms.reduce(
    (sum, r) => ({
      tables: sum.tables + r.tables,
      players: sum.players + r.players,
      bots: sum.bots + r.bots,
    }),
    { tables: 0, players: 0, bots: 0 },
  );
}

/** The rows of the page shown, of a list the server sent whole (the rooms, the last 50 hands). */
export const pageOf = <Row>(rows: readonly Row[], params: Pick<TableParams, 'pageNo' | 'pageSize'>): Row[] =>
  rows.slice((params.pageNo - 1) * params.pageSize, params.pageNo * params.pageSize);
