import type { Bus } from '../../adapters/redis/bus.js';
import type { Db } from '../../db/create-db.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { Rng } from '../house-vendor/games/rng.js';
import { findGameSession, openGameSession } from '../house-vendor/game-sessions.js';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import { findEnabledLimits } from '../house-vendor/house-settings.repo.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import {
  handRunning,
  humansOf,
  PVP_ROOMS,
  SEATS,
  seatOf,
  tableName,
  viewOf,
  type CardRoomTiming,
  type CardTable,
  type PvpRoom,
} from './card-table.js';
import { applyAction, handCost, IllegalAction, type Action } from './games/holdem.js';
import * as reports from './card-room-reports.js';
import * as tables from './pvp-tables.repo.js';
import { emptySeats, TableDealer, type RoomTerms } from './table-dealer.js';

/** The house card room's vendor code: its wallet at the house vendor is `HPVP:<player>`. */
export const PVP_VENDOR = 'HPVP';
export const pvpChannel = (tableId: string) => `pvp.${tableId}`;
const DUE_PER_RUN = 500;

export interface PvpSession {
  merchantId: number;
  player: string;
  room: string;
  demo: boolean;
  /** The name the launch gave for other players to see, if any. */
  nickname: string | null;
}
export const pvpWallet = (s: Pick<PvpSession, 'player' | 'demo'>) =>
  `${s.demo ? 'demo:' : ''}${PVP_VENDOR}:${s.player}`;

/** What the table's stream carries: the whole table; each viewer's stream turns it into their view. */
export interface TableEvent {
  type: 'table';
  table: CardTable;
  room: { name: string; smallBet: number };
  serverTime: number;
}

const ACTIONS: readonly Action[] = ['fold', 'check', 'call', 'bet', 'raise'];

/**
 * The house card room (decision 0059): fixed-limit hold'em tables in rooms by stake. Every change
 * to a table — a seat taken, a move, a timeout, a bot's move, a deal, a settlement — happens under
 * the table's row lock in one transaction, by the player's request or by the dealer when the
 * table's `due_at` comes; so any process can move any table, and a stop loses nothing.
 */
export class CardRoom {
  private readonly sessionCache = new TtlCache<string, PvpSession>(10_000, 100_000);
  private readonly dealer: TableDealer;
  /** Told when a table has something due, so the dealer can wake for it. */
  onDue: (at: number) => void = () => undefined;

  constructor(
    private readonly d: { db: Db; bus: Bus; timing: CardRoomTiming; bots: Rng; now?: () => number },
  ) {
    this.dealer = new TableDealer(d);
  }

  private now() {
    return this.d.now?.() ?? Date.now();
  }

  listRooms(): readonly PvpRoom[] {
    return PVP_ROOMS;
  }

  async openSession(input: {
    merchantId: number;
    player: string;
    game: string;
    demo: boolean;
    nickname?: string;
  }) {
    if (
      !PVP_ROOMS.some((r) => r.code === input.game) ||
      !(await findEnabledLimits(this.d.db, input.merchantId, input.game))
    )
      throw new RoundError('game.not.found', 'no such room');
    return openGameSession(this.d.db, { ...input, demoWallet: pvpWallet(input), now: this.now() });
  }

  session(token: string | undefined): Promise<PvpSession> {
    if (!token) return Promise.reject(new RoundError('game.session.invalid', 'no card-room session'));
    return this.sessionCache.get(token, async () => {
      const row = await findGameSession(this.d.db, token, this.now());
      if (!row || !PVP_ROOMS.some((r) => r.code === row.game_code))
        throw new RoundError('game.session.invalid', 'the card-room session has ended');
      return {
        merchantId: row.merchant_id,
        player: row.player,
        room: row.game_code,
        demo: row.demo,
        nickname: row.nickname,
      };
    });
  }

  /** The room's terms and, when seated, the player's view of the table. */
  async state(token: string | undefined) {
    const s = await this.session(token);
    const room = await this.room(this.d.db, s);
    const wallet = pvpWallet(s);
    const [row, balance] = await Promise.all([
      tables.findTableOf(this.d.db, s.merchantId, s.room, s.demo, wallet),
      wallets.findWalletBalance(this.d.db, s.merchantId, wallet),
    ]);
    return {
      room: { code: room.code, name: room.name, ...reports.termsOf(room.smallBet), seats: SEATS },
      demo: s.demo,
      balance: Number(balance?.balance ?? 0n) / 100,
      serverTime: this.now(),
      table: row ? viewOf(tableOf(row), wallet, room) : null,
    };
  }

  /**
   * Seats the player in the room: at the table where they sit already, else the busiest table with
   * a person and a free seat (so friends who sit together play together), else an empty table.
   * The wallet must cover a hand's cost; the next hand starts after the bots' wait.
   */
  async sit(token: string | undefined) {
    const s = await this.session(token);
    const wallet = pvpWallet(s);
    const now = this.now();
    const table = await this.d.db.transaction().execute(async (trx) => {
      const room = await this.room(trx, s);
      await tables.lockRoomSeating(trx, s.merchantId, s.room, s.demo);
      const mine = await tables.findTableOf(trx, s.merchantId, s.room, s.demo, wallet);
      if (mine) return null;
      const balance = await wallets.findWalletBalance(trx, s.merchantId, wallet);
      if (BigInt(balance?.balance ?? 0n) < BigInt(handCost(room.smallBet)))
        throw new RoundError('balance.insufficient', 'the card-room wallet does not cover a hand');
      const candidates = (await tables.listRoomTables(trx, s.merchantId, s.room, s.demo)).map(tableOf);
      const open = candidates.filter((t) => t.seats.some((seat) => !seat));
      const busy = open
        .filter((t) => humansOf(t).length > 0)
        .sort((a, b) => humansOf(b).length - humansOf(a).length);
      const chosen =
        busy[0] ??
        open.find((t) => humansOf(t).length === 0) ??
        tableOf(
          await tables.insertTable(trx, {
            merchantId: s.merchantId,
            room: s.room,
            demo: s.demo,
            seats: emptySeats(),
          }),
        );
      const t = tableOf((await tables.lockTable(trx, chosen.id))!);
      const free = t.seats.findIndex((seat) => !seat);
      t.seats[free] = {
        wallet,
        player: s.player,
        name: s.nickname ?? tableName(s.player),
        bot: false,
        timeouts: 0,
        leaving: false,
      };
      if (!handRunning(t) && t.dueAt === null) t.dueAt = now + this.d.timing.botWaitMs;
      await this.save(trx, t);
      return { t, room };
    });
    if (table) this.publish(table.t, table.room);
    return this.state(token);
  }

  /** The player's move on their turn in hand `hand` (a stale or early move is refused). */
  async act(token: string | undefined, body: { hand?: unknown; action?: unknown }) {
    const s = await this.session(token);
    const action = ACTIONS.find((a) => a === body.action);
    await this.changeMyTable(s, (t, seat) => {
      const h = t.hand;
      if (!action || !h || !handRunning(t) || h.no !== body.hand || h.toAct !== seat)
        throw new RoundError('pvp.not.your.turn', 'it is not this player’s turn in this hand');
      try {
        applyAction(h, seat, action);
      } catch (error) {
        if (error instanceof IllegalAction) throw new RoundError('pvp.not.your.turn', error.message);
        throw error;
      }
      t.seats[seat]!.timeouts = 0;
    });
    return this.state(token);
  }

  /** Leaves the table: at once between hands; in a hand, folded at their turn and gone after it. */
  async leave(token: string | undefined) {
    const s = await this.session(token);
    await this.changeMyTable(s, (t, seat) => {
      // Dealt into the running hand: the seat stays until it is settled.
      const dealtIn = handRunning(t) && t.hand!.players.some((p) => p.seat === seat);
      if (dealtIn) t.seats[seat]!.leaving = true;
      else {
        t.seats[seat] = null;
        if (humansOf(t).length === 0) {
          t.seats = emptySeats();
          if (!handRunning(t)) t.dueAt = null;
        }
      }
    });
    return this.state(token);
  }

  /**
   * The dealer's work: every table with something due — a hand to start, a bot's move, a player's
   * clock run out — moved on, each in its own transaction. Answers the tables moved.
   */
  async runDue(): Promise<number> {
    const now = this.now();
    let moved = 0;
    for (const id of await tables.listDueTables(this.d.db, new Date(now), DUE_PER_RUN)) {
      const done = await this.d.db.transaction().execute(async (trx) => {
        const row = await tables.lockTable(trx, id);
        if (!row?.due_at || row.due_at.getTime() > now) return null;
        const t = tableOf(row);
        const room = await this.room(trx, { merchantId: t.merchantId, room: t.room });
        await this.dealer.step(trx, t, room, now);
        await this.save(trx, t);
        return { t, room };
      });
      if (!done) continue;
      moved++;
      this.publish(done.t, done.room);
    }
    return moved;
  }

  /** When the next thing is due on any table (ms), if anything is. */
  async nextDueAt(): Promise<number | null> {
    return (await tables.nextDueAt(this.d.db))?.getTime() ?? null;
  }

  /** The room list (spec §7 PVP room list): each room's stakes and who is playing now. */
  roomList(merchantId: number) {
    return reports.roomList(this.d.db, merchantId, this.now());
  }

  /** The operator's view (decision 0059): the house book, each room now, the last 50 real hands. */
  overview(merchantId: number) {
    return reports.overview(this.d.db, merchantId, this.now());
  }

  /** Real hands settled after `cursor` (`<xid>:<id>`), for the platform's bet records. */
  betsSince(merchantId: number, cursor: string, limit: number) {
    return reports.betsSince(this.d.db, merchantId, cursor, limit);
  }

  /** Turns the table's event into what one viewer may see (the stream of each player). */
  viewFor(event: TableEvent, wallet: string) {
    return { type: 'table', table: viewOf(event.table, wallet, event.room), serverTime: event.serverTime };
  }

  /** The table the player sits at, if any (its stream's channel). */
  async tableIdOf(s: PvpSession): Promise<string | null> {
    return (await tables.findTableOf(this.d.db, s.merchantId, s.room, s.demo, pvpWallet(s)))?.id ?? null;
  }

  private async changeMyTable(s: PvpSession, change: (t: CardTable, seat: number) => void) {
    const wallet = pvpWallet(s);
    const now = this.now();
    const done = await this.d.db.transaction().execute(async (trx) => {
      const found = await tables.findTableOf(trx, s.merchantId, s.room, s.demo, wallet);
      const row = found && (await tables.lockTable(trx, found.id));
      const t = row && tableOf(row);
      const seat = t ? seatOf(t, wallet) : -1;
      if (!t || seat < 0) throw new RoundError('pvp.not.your.turn', 'the player is not seated');
      const room = await this.room(trx, s);
      const running = handRunning(t);
      change(t, seat);
      // A move may end the hand: afterMove settles it.
      if (running) await this.dealer.afterMove(trx, t, now);
      await this.save(trx, t);
      return { t, room };
    });
    this.publish(done.t, done.room);
  }

  private async room(db: Db, s: { merchantId: number; room: string }): Promise<RoomTerms> {
    const room = PVP_ROOMS.find((r) => r.code === s.room)!;
    const limits = await findEnabledLimits(db, s.merchantId, s.room);
    return { ...room, smallBet: Number(limits?.min_bet ?? 0), enabled: !!limits };
  }

  private async save(trx: Db, t: CardTable) {
    await tables.saveTable(trx, t.id, {
      seats: t.seats,
      handNo: t.handNo,
      hand: t.hand,
      lastHand: t.lastHand,
      dueAt: t.dueAt === null ? null : new Date(t.dueAt),
    });
    if (t.dueAt !== null) this.onDue(t.dueAt);
  }

  private publish(t: CardTable, room: RoomTerms) {
    this.d.bus.publish(pvpChannel(t.id), {
      type: 'table',
      table: t,
      room: { name: room.name, smallBet: room.smallBet },
      serverTime: this.now(),
    } satisfies TableEvent);
  }
}

const tableOf = (row: tables.PvpTableRow): CardTable => ({
  id: row.id,
  merchantId: row.merchant_id,
  room: row.room,
  demo: row.demo,
  seats: row.seats as CardTable['seats'],
  handNo: row.hand_no,
  hand: row.hand as CardTable['hand'],
  lastHand: row.last_hand as CardTable['lastHand'],
  dueAt: row.due_at?.getTime() ?? null,
});
