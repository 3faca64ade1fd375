import type { HOUSE_PVP_GAMES } from '../house-vendor/house-rounds.service.js';
import { cardName } from './games/cards.js';
import { boardShown, legalActions, potOf, type Hand } from './games/holdem.js';

/**
 * A card-room table as plain data, and what each viewer sees of it (decision 0059). The service
 * loads a table under its row lock, changes it with these functions and the hand engine, and saves
 * it; nothing here touches the database.
 */
export interface PvpRoom {
  code: (typeof HOUSE_PVP_GAMES)[number];
  name: string;
}
export const PVP_ROOMS: readonly PvpRoom[] = [
  { code: 'HOLDEM1', name: "Hold'em Bronze" },
  { code: 'HOLDEM10', name: "Hold'em Silver" },
  { code: 'HOLDEM50', name: "Hold'em Gold" },
];
export const SEATS = 6;
/** Bots fill a table up to this many players once its wait is over. */
export const FILL_TO = 4;
/** A player who lets the clock run out twice in a row is stood up after the hand. */
export const MAX_TIMEOUTS = 2;

export interface CardRoomTiming {
  turnMs: number;
  botWaitMs: number;
  botThinkMs: number;
  betweenHandsMs: number;
}
export const cardRoomTiming = (turnSeconds: number, botWaitSeconds: number): CardRoomTiming => ({
  turnMs: turnSeconds * 1000,
  botWaitMs: botWaitSeconds * 1000,
  botThinkMs: Math.min(1_200, Math.max(150, Math.round((turnSeconds * 1000) / 12))),
  betweenHandsMs: Math.min(4_000, Math.max(1_500, Math.round((turnSeconds * 1000) / 4))),
});

export interface Seat {
  /** The player's wallet at the vendor; a bot's is empty. */
  wallet: string;
  player: string;
  name: string;
  bot: boolean;
  timeouts: number;
  leaving: boolean;
}

export interface TableHand extends Hand {
  no: number;
  handId: string;
  commit: string;
  seed: string;
}

export interface CardTable {
  id: string;
  merchantId: number;
  room: string;
  demo: boolean;
  seats: (Seat | null)[];
  handNo: number;
  hand: TableHand | null;
  /** The last settled hand, as everyone may see it (kept through the next hand: its seed checks it). */
  lastHand: LastHand | null;
  dueAt: number | null;
}

/** A settled hand's summary in major units, names as they were at the table. */
export interface LastHand {
  no: number;
  commit: string;
  seed: string;
  board: string[];
  pot: number;
  rake: number;
  winners: { seat: number; name: string; amount: number; category: string | null; cards: string[] | null }[];
}

const BOT_NAMES = [
  'Ana',
  'Ben',
  'Carla',
  'Dado',
  'Ella',
  'Fidel',
  'Gina',
  'Hugo',
  'Isa',
  'Jun',
  'Kai',
  'Luz',
];

/** A player's name at the table: the start and end of the username (never the whole of it). */
export const tableName = (player: string) =>
  player.length <= 4 ? `${player[0] ?? ''}***` : `${player.slice(0, 2)}***${player.slice(-2)}`;

export const humansOf = (t: CardTable) => t.seats.filter((s): s is Seat => !!s && !s.bot);
export const seatOf = (t: CardTable, wallet: string) => t.seats.findIndex((s) => s?.wallet === wallet);
export const handRunning = (t: CardTable) => !!t.hand && !t.hand.result;

/**
 * Brings the table to `FILL_TO` players with labelled bots (names not already seated), or takes
 * bots away while people fill more seats than that — a person never waits for a bot's seat.
 */
export function balanceBots(t: CardTable, pick: (n: number) => number): void {
  const taken = new Set(t.seats.map((s) => s?.name));
  const free = BOT_NAMES.filter((n) => !taken.has(`Bot ${n}`));
  let players = t.seats.filter(Boolean).length;
  for (let i = t.seats.length - 1; i >= 0 && players > FILL_TO; i--) {
    if (!t.seats[i]?.bot) continue;
    t.seats[i] = null;
    players--;
  }
  for (let i = 0; i < t.seats.length && players < FILL_TO; i++) {
    if (t.seats[i]) continue;
    const [name] = free.splice(pick(free.length), 1);
    t.seats[i] = { wallet: '', player: '', name: `Bot ${name}`, bot: true, timeouts: 0, leaving: false };
    players++;
  }
}

/** Between hands: players leaving or timed out twice stand up; with no person left, the bots go too. */
export function clearSeats(t: CardTable): Seat[] {
  const gone: Seat[] = [];
  t.seats = t.seats.map((s) => {
    if (s && !s.bot && (s.leaving || s.timeouts >= MAX_TIMEOUTS)) {
      gone.push(s);
      return null;
    }
    return s;
  });
  if (humansOf(t).length === 0) t.seats = t.seats.map(() => null);
  return gone;
}

/** The next button: the first occupied seat after the last one. */
export function nextButton(t: CardTable): number {
  const last = t.hand?.button ?? -1;
  for (let k = 1; k <= t.seats.length; k++) {
    const seat = (last + k) % t.seats.length;
    if (t.seats[seat]) return seat;
  }
  throw new Error('an empty table has no button');
}

/** What a viewer sees: every seat and the board; hole cards only their own, and those shown. */
export function viewOf(t: CardTable, wallet: string | null, room: { name: string; smallBet: number }) {
  const me = wallet ? seatOf(t, wallet) : -1;
  const h = t.hand;
  const result = h?.result ?? null;
  const shown = new Set(result?.shown ?? []);
  const lastActions = new Map(h?.actions.map((a) => [a.seat, a.action]) ?? []);
  return {
    id: t.id,
    room: { code: t.room, name: room.name, smallBet: major(room.smallBet), bigBet: major(2 * room.smallBet) },
    mySeat: me >= 0 ? me : null,
    handNo: h?.no ?? null,
    street: h ? (result ? 'SHOWDOWN' : h.street) : null,
    board: h ? boardShown(h).map(cardName) : [],
    pot: h ? major(potOf(h)) : 0,
    button: h?.button ?? null,
    toAct: h && !result ? h.toAct : null,
    dueAt: t.dueAt,
    commit: h?.commit ?? null,
    // The seed once the hand is over: anyone can re-deal it and check the commit.
    seed: result ? h!.seed : null,
    seats: t.seats.map((s, seat) => {
      if (!s) return null;
      const p = h?.players.find((q) => q.seat === seat);
      return {
        seat,
        name: s.name,
        bot: s.bot,
        me: seat === me,
        leaving: s.leaving,
        inHand: !!p,
        folded: p?.folded ?? false,
        streetBet: p ? major(p.streetBet) : 0,
        contributed: p ? major(p.contributed) : 0,
        lastAction: lastActions.get(seat) ?? null,
        cards: p && (seat === me || shown.has(seat)) ? p.holes.map(cardName) : null,
      };
    }),
    legal:
      h && !result && h.toAct === me
        ? legalActions(h).map((a) => ({ action: a.action, amount: major(a.amount) }))
        : [],
    result: result ? { pot: major(result.pot), rake: major(result.rake), winners: winnersOf(t, h!) } : null,
    lastHand: t.lastHand,
  };
}

const major = (minor: number) => minor / 100;
const winnersOf = (t: CardTable, h: TableHand) =>
  h.result!.winners.map((w) => ({
    seat: w.seat,
    name: t.seats[w.seat]?.name ?? '',
    amount: major(w.amount),
    category: w.category ?? null,
    cards: w.cards?.map(cardName) ?? null,
  }));

/** The summary of the table's hand, just settled. */
export const lastHandOf = (t: CardTable): LastHand => {
  const h = t.hand!;
  return {
    no: h.no,
    commit: h.commit,
    seed: h.seed,
    board: boardShown(h).map(cardName),
    pot: major(h.result!.pot),
    rake: major(h.result!.rake),
    winners: winnersOf(t, h),
  };
};
export type TableView = ReturnType<typeof viewOf>;
