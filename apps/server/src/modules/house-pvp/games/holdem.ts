import type { Rng } from '../../house-vendor/games/rng.js';
import { PVP_HAND_COST_IN_SMALL_BETS } from '../../house-vendor/house-rounds.service.js';
import { shuffledDeck } from './cards.js';
import { bestHand, type Category } from './hand-rank.js';

/**
 * Fixed-limit Texas hold'em, one hand as plain data (decision 0059). Amounts are minor units.
 * The small bet `s`: blinds s/2 and s; bets and raises are s before the turn and 2s from it; at
 * most four bets a street (the big blind is the first preflop). So a hand costs a player at most
 * 4s + 4s + 8s + 8s = 24s (`PVP_HAND_COST_IN_SMALL_BETS`) — the escrow a seat holds, and why there
 * are no all-ins and no side pots.
 */
export const handCost = (smallBet: number) => PVP_HAND_COST_IN_SMALL_BETS * smallBet;
export const BETS_PER_STREET = 4;
export const RAKE_PERCENT = 5;
/** The rake stops at two small bets a hand, and is only taken once the flop is dealt. */
export const RAKE_CAP_IN_SMALL_BETS = 2;

export const STREETS = ['PREFLOP', 'FLOP', 'TURN', 'RIVER'] as const;
export type Street = (typeof STREETS)[number];
export type Action = 'fold' | 'check' | 'call' | 'bet' | 'raise';

export interface HandPlayer {
  seat: number;
  holes: [number, number];
  folded: boolean;
  /** Everything put in this hand. */
  contributed: number;
  /** Put in this street. */
  streetBet: number;
  acted: boolean;
}

export interface HandAction {
  seat: number;
  street: Street;
  action: Action | 'small-blind' | 'big-blind';
  /** What the action put in. */
  amount: number;
}

export interface Winner {
  seat: number;
  amount: number;
  /** The winning hand's category; absent when everyone else folded. */
  category?: Category;
  cards?: number[];
}

export interface HandResult {
  pot: number;
  rake: number;
  winners: Winner[];
  /** Seats whose cards were shown (a showdown). */
  shown: number[];
}

export interface Hand {
  smallBet: number;
  button: number;
  /** The players dealt in, by seat. */
  players: HandPlayer[];
  /** The five board cards, drawn at the deal; `street` says how many are turned. */
  board: number[];
  street: Street;
  toAct: number | null;
  /** Bets made this street (a raise is a bet); capped at four. */
  bets: number;
  currentBet: number;
  actions: HandAction[];
  result: HandResult | null;
}

/** The board cards face up on a street. */
export const boardShown = (h: Pick<Hand, 'board' | 'street' | 'result'>) =>
  h.board.slice(
    0,
    h.result && h.result.shown.length > 0 ? 5 : { PREFLOP: 0, FLOP: 3, TURN: 4, RIVER: 5 }[h.street],
  );

const increment = (h: Hand) => (h.street === 'PREFLOP' || h.street === 'FLOP' ? 1 : 2) * h.smallBet;
const live = (h: Hand) => h.players.filter((p) => !p.folded);
const playerAt = (h: Hand, seat: number) => h.players.find((p) => p.seat === seat)!;
export const potOf = (h: Pick<Hand, 'players'>) => h.players.reduce((sum, p) => sum + p.contributed, 0);

/** The next player at or after `index + 1` round the table (by seat order) who has not folded. */
function nextLive(h: Hand, fromSeat: number): HandPlayer {
  const i = h.players.findIndex((p) => p.seat === fromSeat);
  for (let k = 1; k <= h.players.length; k++) {
    const p = h.players[(i + k) % h.players.length]!;
    if (!p.folded) return p;
  }
  throw new Error('no live player');
}

/**
 * Deals a hand to the seats (two to ten, ascending) with the button on `button` (one of them): a
 * shuffled deck, two cards to each player one at a time from the left of the button, then the
 * five board cards (no burn cards: a shuffled deck makes them pointless), and the blinds posted.
 */
export function dealHand(seats: readonly number[], button: number, smallBet: number, rng: Rng): Hand {
  if (seats.length < 2) throw new RangeError('a hand needs two players');
  const deck = shuffledDeck(rng);
  const order = [...seats].sort((a, b) => a - b);
  const start = (order.indexOf(button) + 1) % order.length;
  const dealOrder = order.map((_, k) => order[(start + k) % order.length]!);
  const holes = new Map<number, number[]>(order.map((s) => [s, []]));
  let next = 0;
  for (let round = 0; round < 2; round++) for (const seat of dealOrder) holes.get(seat)!.push(deck[next++]!);
  const hand: Hand = {
    smallBet,
    button,
    players: order.map((seat) => ({
      seat,
      holes: holes.get(seat) as [number, number],
      folded: false,
      contributed: 0,
      streetBet: 0,
      acted: false,
    })),
    board: deck.slice(next, next + 5),
    street: 'PREFLOP',
    toAct: null,
    bets: 1,
    currentBet: smallBet,
    actions: [],
    result: null,
  };
  // Heads-up the button posts the small blind; otherwise the two seats after it post.
  const sb = order.length === 2 ? playerAt(hand, button) : nextLive(hand, button);
  const bb = nextLive(hand, sb.seat);
  post(hand, sb, Math.floor(smallBet / 2), 'small-blind');
  post(hand, bb, smallBet, 'big-blind');
  hand.toAct = nextLive(hand, bb.seat).seat;
  return hand;
}

function post(h: Hand, p: HandPlayer, amount: number, action: HandAction['action']) {
  p.contributed += amount;
  p.streetBet += amount;
  h.actions.push({ seat: p.seat, street: h.street, action, amount });
}

/** What the player to act may do, with what each puts in. */
export function legalActions(h: Hand): { action: Action; amount: number }[] {
  if (h.toAct === null || h.result) return [];
  const p = playerAt(h, h.toAct);
  const toCall = h.currentBet - p.streetBet;
  const out: { action: Action; amount: number }[] = [];
  if (toCall > 0) out.push({ action: 'fold', amount: 0 }, { action: 'call', amount: toCall });
  else out.push({ action: 'check', amount: 0 });
  if (h.bets < BETS_PER_STREET)
    out.push(
      h.currentBet === 0
        ? { action: 'bet', amount: increment(h) }
        : { action: 'raise', amount: toCall + increment(h) },
    );
  return out;
}

export class IllegalAction extends Error {}

/**
 * The player to act does `action` (fold is always allowed: a player leaving, or a timeout with a
 * bet to call). Moves the hand on: the next player, the next street, or the end — then `result`.
 */
export function applyAction(h: Hand, seat: number, action: Action): void {
  if (h.toAct !== seat) throw new IllegalAction('not this seat’s turn');
  const p = playerAt(h, seat);
  const legal = action === 'fold' ? { action, amount: 0 } : legalActions(h).find((a) => a.action === action);
  if (!legal) throw new IllegalAction(`${action} is not allowed now`);
  p.acted = true;
  if (action === 'fold') p.folded = true;
  else if (legal.amount > 0) {
    p.contributed += legal.amount;
    p.streetBet += legal.amount;
  }
  if (action === 'bet' || action === 'raise') {
    h.bets++;
    h.currentBet = p.streetBet;
    for (const other of h.players) if (other !== p) other.acted = false;
  }
  h.actions.push({ seat, street: h.street, action, amount: legal.amount });

  const remaining = live(h);
  if (remaining.length === 1) return finish(h, [remaining[0]!], false);
  if (remaining.every((q) => q.acted && q.streetBet === h.currentBet)) return nextStreet(h);
  h.toAct = nextLive(h, seat).seat;
}

function nextStreet(h: Hand) {
  if (h.street === 'RIVER') return showdown(h);
  h.street = STREETS[STREETS.indexOf(h.street) + 1]!;
  h.bets = 0;
  h.currentBet = 0;
  for (const p of h.players) {
    p.streetBet = 0;
    p.acted = false;
  }
  h.toAct = nextLive(h, h.button).seat;
}

function showdown(h: Hand) {
  const ranked = live(h).map((p) => ({ p, rank: bestHand([...p.holes, ...h.board]) }));
  const top = Math.max(...ranked.map((r) => r.rank.score));
  const best = ranked.filter((r) => r.rank.score === top);
  finish(
    h,
    best.map((r) => r.p),
    true,
    new Map(best.map((r) => [r.p.seat, r.rank])),
  );
}

/**
 * Ends the hand: the pot less the rake (5 %, at most two small bets, none without a flop) shared by
 * the winners, the odd minor units one each from the first winner left of the button.
 */
function finish(
  h: Hand,
  winners: HandPlayer[],
  showdown: boolean,
  ranks?: Map<number, ReturnType<typeof bestHand>>,
) {
  const pot = potOf(h);
  const sawFlop = h.street !== 'PREFLOP';
  const rake = sawFlop
    ? Math.min(Math.floor((pot * RAKE_PERCENT) / 100), RAKE_CAP_IN_SMALL_BETS * h.smallBet)
    : 0;
  const net = pot - rake;
  const share = Math.floor(net / winners.length);
  let odd = net - share * winners.length;
  // Winners in order round the table from the button's left.
  const order: HandPlayer[] = [];
  let at = h.button;
  for (let k = 0; k < h.players.length; k++) {
    const p = nextSeat(h, at);
    at = p.seat;
    if (winners.includes(p)) order.push(p);
  }
  h.result = {
    pot,
    rake,
    winners: order.map((p) => {
      const extra = odd > 0 ? 1 : 0;
      odd -= extra;
      const rank = ranks?.get(p.seat);
      return {
        seat: p.seat,
        amount: share + extra,
        ...(rank ? { category: rank.category, cards: rank.cards } : {}),
      };
    }),
    shown: showdown ? live(h).map((p) => p.seat) : [],
  };
  h.toAct = null;
}

function nextSeat(h: Hand, fromSeat: number): HandPlayer {
  const i = h.players.findIndex((p) => p.seat === fromSeat);
  return h.players[(i + 1) % h.players.length] ?? h.players[0]!;
}

/** What each player gets back from the hand: its share of the pot (0 for a loser). */
export const payoutsOf = (h: Hand) => new Map(h.result?.winners.map((w) => [w.seat, w.amount]) ?? []);
