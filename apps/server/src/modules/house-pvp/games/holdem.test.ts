import { describe, expect, it } from 'vitest';
import { fairRng } from '../../house-lottery/games/fair-draw.js';
import { createSeededTestRng } from '../../house-vendor/games/rng.js';
import { cardName, shuffledDeck } from './cards.js';
import { bestHand, scoreFive } from './hand-rank.js';
import { botAction } from './holdem-bots.js';
import {
  applyAction,
  dealHand,
  handCost,
  IllegalAction,
  legalActions,
  payoutsOf,
  potOf,
  RAKE_CAP_IN_SMALL_BETS,
  type Hand,
} from './holdem.js';

const card = (name: string) => '23456789TJQKA'.indexOf(name[0]!) + 13 * 'cdhs'.indexOf(name[1]!);
const cards = (names: string) => names.split(' ').map(card);

describe('hand ranking', () => {
  it('orders the categories and breaks ties by the ranks that count', () => {
    const order = [
      'As Kd 9h 7c 3s', // high card
      '2s 2d 9h 7c 3s', // pair
      '2s 2d 3h 3c 9s', // two pair
      '2s 2d 2h 7c 3s', // trips
      'As 2d 3h 4c 5s', // wheel
      '6s 2d 3h 4c 5s', // six-high straight
      'Ts Js Qh Kc As', // broadway
      '2s 7s 9s Js Ks', // flush
      '2s 2d 2h 3c 3s', // full house
      '2s 2d 2h 2c 3s', // quads
      'As 2s 3s 4s 5s', // steel wheel
      'Ts Js Qs Ks As', // royal flush
    ].map((h) => scoreFive(cards(h)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(scoreFive(cards('As Ad Kh 7c 3s'))).toBeGreaterThan(scoreFive(cards('As Ad Qh Jc Ts')));
    expect(scoreFive(cards('Ks Kd 2h 2c As'))).toBe(scoreFive(cards('Kh Kc 2s 2d Ad')));
  });

  it('finds the best five of seven', () => {
    const best = bestHand(cards('Ah Kh 2c 7h 9h 3d Qh'));
    expect(best.category).toBe('FLUSH');
    expect(best.cards.map(cardName).sort()).toEqual(['9h', 'Ah', 'Kh', 'Qh', '7h'].sort());
    expect(bestHand(cards('5c 6d 7h 8s 9c 9d 9h')).category).toBe('STRAIGHT');
  });
});

/** Plays a hand to the end with `choose` deciding every move. */
function play(h: Hand, choose: (h: Hand, seat: number) => Parameters<typeof applyAction>[2]) {
  for (let moves = 0; h.toAct !== null; moves++) {
    if (moves > 200) throw new Error('the hand does not end');
    applyAction(h, h.toAct, choose(h, h.toAct));
  }
  return h;
}

describe('fixed-limit betting', () => {
  const rng = () => createSeededTestRng('holdem');

  it('posts the blinds and starts left of the big blind; heads-up the button posts the small one', () => {
    const h = dealHand([0, 2, 4, 5], 2, 100, rng());
    expect(h.actions.slice(0, 2)).toEqual([
      { seat: 4, street: 'PREFLOP', action: 'small-blind', amount: 50 },
      { seat: 5, street: 'PREFLOP', action: 'big-blind', amount: 100 },
    ]);
    expect(h.toAct).toBe(0);
    expect(legalActions(h)).toEqual([
      { action: 'fold', amount: 0 },
      { action: 'call', amount: 100 },
      { action: 'raise', amount: 200 },
    ]);
    const hu = dealHand([1, 3], 3, 100, rng());
    expect(hu.actions[0]).toMatchObject({ seat: 3, action: 'small-blind' });
    expect(hu.toAct).toBe(3);
  });

  it('caps a street at four bets, doubles the bet from the turn, and gives the big blind its option', () => {
    const h = dealHand([0, 1, 2], 0, 100, rng());
    // Preflop: seat 0 raises, 1 re-raises, 2 (big blind) caps: four bets.
    applyAction(h, 0, 'raise');
    applyAction(h, 1, 'raise');
    applyAction(h, 2, 'raise');
    expect(legalActions(h).map((a) => a.action)).toEqual(['fold', 'call']);
    applyAction(h, 0, 'call');
    applyAction(h, 1, 'call');
    expect(h.street).toBe('FLOP');
    expect(potOf(h)).toBe(1200);
    expect(h.toAct).toBe(1);
    for (const seat of [1, 2, 0]) applyAction(h, seat, 'check');
    expect(h.street).toBe('TURN');
    expect(legalActions(h)).toEqual([
      { action: 'check', amount: 0 },
      { action: 'bet', amount: 200 },
    ]);
    expect(() => applyAction(h, 2, 'check')).toThrow(IllegalAction);

    const limped = dealHand([0, 1, 2], 0, 100, rng());
    applyAction(limped, 0, 'call');
    applyAction(limped, 1, 'call');
    expect(limped.toAct).toBe(2);
    expect(legalActions(limped).map((a) => a.action)).toEqual(['check', 'raise']);
  });

  it('gives the pot to the last player when the rest fold, with no rake before the flop', () => {
    const h = dealHand([0, 1, 2], 0, 100, rng());
    applyAction(h, 0, 'fold');
    applyAction(h, 1, 'fold');
    expect(h.result).toEqual({ pot: 150, rake: 0, winners: [{ seat: 2, amount: 150 }], shown: [] });
  });

  it('splits a tied pot, the odd unit first to the left of the button, after a capped rake', () => {
    const h = dealHand([0, 1, 2], 0, 100, rng());
    // A board that plays for everyone: a royal flush.
    h.board = cards('Ts Js Qs Ks As');
    play(h, (hand) => (legalActions(hand).some((a) => a.action === 'check') ? 'check' : 'call'));
    expect(h.result!.pot).toBe(300);
    expect(h.result!.rake).toBe(15);
    expect(h.result!.winners.map((w) => [w.seat, w.amount])).toEqual([
      [1, 95],
      [2, 95],
      [0, 95],
    ]);
    // Heads-up at a small bet of 111: pot 222, rake 11, 211 shared — the odd unit to seat 1.
    const odd = dealHand([0, 1], 0, 111, rng());
    odd.board = cards('Ts Js Qs Ks As');
    play(odd, (hand) => (legalActions(hand).some((a) => a.action === 'check') ? 'check' : 'call'));
    expect(odd.result!.winners.map((w) => [w.seat, w.amount])).toEqual([
      [1, 106],
      [0, 105],
    ]);
    const big = dealHand([0, 1], 0, 100, rng());
    play(big, (hand) =>
      legalActions(hand).some((a) => a.action === 'raise' || a.action === 'bet')
        ? legalActions(hand).at(-1)!.action
        : 'call',
    );
    expect(big.result!.rake).toBe(RAKE_CAP_IN_SMALL_BETS * 100);
  });

  it('never costs a player more than 24 small bets, and every pot is paid out whole (10,000 bot hands)', () => {
    const bots = createSeededTestRng('bots');
    let pots = 0;
    let paid = 0;
    for (let i = 0; i < 10_000; i++) {
      const seats = [0, 1, 2, 3, 4, 5].slice(0, 2 + (i % 5));
      const h = play(
        dealHand(seats, seats[i % seats.length]!, 100, fairRng('ab'.repeat(32), 'pvp:t', String(i))),
        (hand, seat) => botAction(hand, seat, bots),
      );
      for (const p of h.players) expect(p.contributed).toBeLessThanOrEqual(handCost(100));
      const payouts = [...payoutsOf(h).values()].reduce((a, b) => a + b, 0);
      expect(payouts + h.result!.rake).toBe(potOf(h));
      expect(h.result!.rake).toBeLessThanOrEqual(RAKE_CAP_IN_SMALL_BETS * 100);
      pots += potOf(h);
      paid += payouts;
    }
    // The players' return is the pot less the published rake: 5 %, capped, none without a flop.
    expect(paid / pots).toBeGreaterThan(0.95);
    expect(paid / pots).toBeLessThan(1);
  });
});

describe('the deal', () => {
  it('is uniform: the first card over 52,000 deals passes chi-square (51 df, 99.9 %)', () => {
    const counts = new Array<number>(52).fill(0);
    const n = 52_000;
    const seed = 'cd'.repeat(32);
    for (let i = 0; i < n; i++)
      counts[dealHand([0, 1], 0, 100, fairRng(seed, 'pvp:1', String(i))).players[1]!.holes[0]]!++;
    const expected = n / 52;
    const chi = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(87.97);
  });

  it('is reproduced by its seed', () => {
    const seed = 'ef'.repeat(32);
    const a = dealHand([0, 1, 2], 1, 100, fairRng(seed, 'pvp:9', '4'));
    const b = dealHand([0, 1, 2], 1, 100, fairRng(seed, 'pvp:9', '4'));
    expect(a.players.map((p) => p.holes)).toEqual(b.players.map((p) => p.holes));
    expect(a.board).toEqual(b.board);
    const deck = shuffledDeck(fairRng(seed, 'pvp:9', '4'));
    // Two cards each from the button's left (seats 2, 0, 1), then the board.
    expect([a.players[2]!.holes[0], a.players[0]!.holes[0], a.players[1]!.holes[0]]).toEqual(
      deck.slice(0, 3),
    );
    expect(a.board).toEqual(deck.slice(6, 11));
  });
});
