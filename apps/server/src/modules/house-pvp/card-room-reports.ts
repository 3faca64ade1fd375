import type { Db } from '../../db/create-db.js';
import { feedPage, parseFeedCursor } from '../house-vendor/bets-feed.js';
import { findEnabledLimits } from '../house-vendor/house-settings.repo.js';
import { PVP_ROOMS, SEATS, type CardTable } from './card-table.js';
import { handCost, RAKE_CAP_IN_SMALL_BETS, RAKE_PERCENT } from './games/holdem.js';
import * as hands from './pvp-hands.repo.js';
import * as tables from './pvp-tables.repo.js';

/**
 * What the card room reports rather than plays (decision 0059): the room list, the operator's
 * overview and the settled-bets feed. Amounts leave here in major units, except the feed's.
 */

/** A room's terms from its small bet (minor units): stakes, a hand's most, the rake. */
export const termsOf = (smallBet: number) => ({
  smallBet: smallBet / 100,
  bigBet: (2 * smallBet) / 100,
  handCost: handCost(smallBet) / 100,
  rakePercent: RAKE_PERCENT,
  rakeCap: (RAKE_CAP_IN_SMALL_BETS * smallBet) / 100,
});

/** The room list (spec §7 PVP room list): each room's stakes and who is playing now. */
export async function roomList(db: Db, merchantId: number, now: number) {
  const [seats, activity] = await Promise.all([
    tables.listSeatsByRoom(db, merchantId),
    hands.roomActivity(db, merchantId, new Date(now - 3_600_000)),
  ]);
  const rooms = [];
  for (const room of PVP_ROOMS) {
    const limits = await findEnabledLimits(db, merchantId, room.code);
    if (!limits) continue;
    const occupied = seats
      .filter((t) => t.room === room.code)
      .map((t) => (t.seats as CardTable['seats']).filter(Boolean));
    const active = activity.find((a) => a.room === room.code);
    rooms.push({
      code: room.code,
      name: room.name,
      ...termsOf(Number(limits.min_bet)),
      seats: SEATS,
      tables: occupied.filter((t) => t.length > 0).length,
      players: occupied.flat().filter((s) => !s!.bot).length,
      bots: occupied.flat().filter((s) => s!.bot).length,
      handsLastHour: Number(active?.hands ?? 0),
      averagePot: Number(active?.average_pot ?? 0) / 100,
    });
  }
  return { rooms };
}

/** The operator's view: the house book, each room now, the last 50 real hands. */
export async function overview(db: Db, merchantId: number, now: number) {
  const [{ rooms }, book, recent] = await Promise.all([
    roomList(db, merchantId, now),
    hands.findHouseBook(db, merchantId),
    hands.recentHands(db, merchantId, 50),
  ]);
  return {
    book: { rake: Number(book.rake) / 100, bots: Number(book.bots) / 100 },
    rooms: rooms.map((r) => ({
      code: r.code,
      name: r.name,
      smallBet: r.smallBet,
      tables: r.tables,
      players: r.players,
      bots: r.bots,
      handsLastHour: r.handsLastHour,
      averagePot: r.averagePot,
    })),
    hands: recent.map((h) => ({
      id: h.id,
      room: h.room,
      table: h.table_id,
      no: h.no,
      pot: Number(h.pot) / 100,
      rake: Number(h.rake) / 100,
      people: h.result.people,
      bots: h.result.bots,
      winners: h.result.summary?.winners.map((w) => w.name) ?? [],
      settledAt: h.settled_at.getTime(),
      commit: h.commit,
      seed: h.seed,
    })),
  };
}

/** Real hands settled after `cursor` (`<xid>:<id>`), for the platform's bet records. */
export async function betsSince(db: Db, merchantId: number, cursor: string, limit: number) {
  const rows = await hands.settledAfter(db, merchantId, parseFeedCursor(cursor), limit);
  // A player who folded before putting anything in (or a void) made no bet.
  return feedPage(rows, cursor, (r) =>
    r.stake === '0'
      ? null
      : {
          id: r.id,
          player: r.player,
          game: r.room,
          stake: r.stake,
          payout: r.payout,
          createdAt: r.created_at.getTime(),
          settledAt: r.settled_at.getTime(),
        },
  );
}
