import type { Db } from '../../db/create-db.js';
import { commitOf, fairRng, newSeed } from '../house-lottery/games/fair-draw.js';
import type { Rng } from '../house-vendor/games/rng.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import {
  balanceBots,
  clearSeats,
  handRunning,
  humansOf,
  lastHandOf,
  nextButton,
  SEATS,
  type CardRoomTiming,
  type CardTable,
  type PvpRoom,
} from './card-table.js';
import { botAction } from './games/holdem-bots.js';
import { applyAction, dealHand, handCost, legalActions, payoutsOf, potOf } from './games/holdem.js';
import * as hands from './pvp-hands.repo.js';

/** A hand whose next move is this late (the servers were down) is void: every escrow goes back. */
const STALE_MS = 60_000;

/** A room's terms now: its small bet (the operator's minimum), and whether it is on. */
export type RoomTerms = PvpRoom & { smallBet: number; enabled: boolean };

export const emptySeats = () => Array.from({ length: SEATS }, () => null);

/**
 * What happens at a table by itself or after a move (decision 0059): the next hand dealt with the
 * escrow held, a bot's move, a run-out clock, players who left folded at their turn, and a finished
 * hand settled — always on a table its caller has locked, inside the caller's transaction.
 */
export class TableDealer {
  constructor(private readonly d: { timing: CardRoomTiming; bots: Rng }) {}

  /** A due table moves on: a stale hand is void; a bot moves; a clock runs out; or a hand starts. */
  async step(trx: Db, t: CardTable, room: RoomTerms, now: number) {
    if (!handRunning(t)) return this.startHand(trx, t, room, now);
    const h = t.hand!;
    if (now - t.dueAt! > STALE_MS) return this.voidHand(trx, t, now);
    const seat = h.toAct!;
    const player = t.seats[seat]!;
    if (player.bot) applyAction(h, seat, botAction(h, seat, this.d.bots));
    else {
      // Out of time (or gone): check when free, else fold — never more money than already in.
      player.timeouts++;
      applyAction(h, seat, legalActions(h).some((a) => a.action === 'check') ? 'check' : 'fold');
    }
    await this.afterMove(trx, t, now);
  }

  /** After any move: players who left fold at their turn, a finished hand settles, the clock is set. */
  async afterMove(trx: Db, t: CardTable, now: number) {
    const h = t.hand!;
    while (!h.result && t.seats[h.toAct!]?.leaving) applyAction(h, h.toAct!, 'fold');
    if (h.result) {
      t.lastHand = lastHandOf(t);
      await this.settle(trx, t, now);
      t.dueAt = now + this.d.timing.betweenHandsMs;
    } else t.dueAt = now + (t.seats[h.toAct!]!.bot ? this.d.timing.botThinkMs : this.d.timing.turnMs);
  }

  /**
   * Starts the next hand: who left stands up, every person's wallet is charged the hand's most
   * (the escrow; who cannot cover it stands up), bots fill to four, the cards come from a fresh
   * seed whose commit is shown now. With nobody left the table rests.
   */
  private async startHand(trx: Db, t: CardTable, room: RoomTerms, now: number) {
    clearSeats(t);
    const cost = handCost(room.smallBet);
    for (const [i, seat] of t.seats.entries()) {
      if (!seat || seat.bot) continue;
      const after = await wallets.addToBalanceIfCovered(trx, t.merchantId, seat.wallet, -BigInt(cost));
      if (!after) t.seats[i] = null;
    }
    if (humansOf(t).length === 0 || !room.enabled) {
      t.seats = emptySeats();
      t.hand = null;
      t.dueAt = null;
      return;
    }
    balanceBots(t, (n) => this.d.bots.randomInt(n));
    const seed = newSeed();
    const no = t.handNo + 1;
    const occupied = t.seats.flatMap((s, i) => (s ? [i] : []));
    const hand = dealHand(occupied, nextButton(t), room.smallBet, fairRng(seed, `pvp:${t.id}`, String(no)));
    const commit = commitOf(seed);
    const handId = await hands.insertHand(trx, {
      tableId: t.id,
      no,
      merchantId: t.merchantId,
      room: t.room,
      demo: t.demo,
      seed,
      commit,
      startedAt: new Date(now),
    });
    for (const [seat, s] of t.seats.entries())
      if (s && !s.bot)
        await hands.insertHandPlayer(trx, {
          handId,
          merchantId: t.merchantId,
          wallet: s.wallet,
          player: s.player,
          demo: t.demo,
          seat,
          escrow: BigInt(cost),
        });
    t.hand = { ...hand, no, handId, commit, seed };
    t.handNo = no;
    await this.afterMove(trx, t, now);
  }

  /**
   * Pays the hand in this transaction: each person's escrow less what they put in plus what they
   * won back to their wallet, the rake and the bots' result to the house book — the sum is zero.
   */
  private async settle(trx: Db, t: CardTable, now: number) {
    const h = t.hand!;
    const payouts = payoutsOf(h);
    let bots = 0;
    const outcomes: { wallet: string; stake: bigint; payout: bigint }[] = [];
    for (const p of h.players) {
      const seat = t.seats[p.seat]!;
      const payout = payouts.get(p.seat) ?? 0;
      if (seat.bot) bots += payout - p.contributed;
      else outcomes.push({ wallet: seat.wallet, stake: BigInt(p.contributed), payout: BigInt(payout) });
    }
    await hands.settleHandPlayers(trx, h.handId, outcomes, new Date(now));
    await hands.addToHouseBook(trx, t.merchantId, t.demo, BigInt(h.result!.rake), BigInt(bots));
    await hands.markHand(trx, h.handId, {
      status: 'SETTLED',
      pot: BigInt(potOf(h)),
      rake: BigInt(h.result!.rake),
      // The summary as the table showed it (winners' names, seed), and the whole hand's play.
      result: {
        summary: t.lastHand,
        people: outcomes.length,
        bots: h.players.length - outcomes.length,
        actions: h.actions,
        players: h.players,
      },
      at: new Date(now),
    });
  }

  /** A hand the servers left too long: every person gets their whole escrow back, no bet is made. */
  private async voidHand(trx: Db, t: CardTable, now: number) {
    const h = t.hand!;
    const outcomes = h.players
      .map((p) => t.seats[p.seat]!)
      .filter((s) => !s.bot)
      .map((s) => ({ wallet: s.wallet, stake: 0n, payout: 0n }));
    await hands.settleHandPlayers(trx, h.handId, outcomes, new Date(now));
    await hands.markHand(trx, h.handId, {
      status: 'VOID',
      pot: 0n,
      rake: 0n,
      result: null,
      at: new Date(now),
    });
    t.hand = null;
    t.dueAt = now + this.d.timing.betweenHandsMs;
  }
}
