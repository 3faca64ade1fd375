import { describe, expect, it } from 'vitest';
import { FRESH_SAMPLE_ONCE } from '../house-vendor/games/rng-statistics.js';
import type { RandomInt } from './lucky-wheel.js';
import { drawRaffle, prizeSlots } from './raffle-draw.js';

const PRIZES = [
  { amountMinor: 500_00n, winners: 1 },
  { amountMinor: 200_00n, winners: 2 },
];

/** A source that answers the given numbers in turn. */
const scripted = (...values: number[]): RandomInt => {
  let i = 0;
  return () => values[i++]!;
};

describe('drawRaffle', () => {
  it('lays the ranked prizes out one slot per winner, 1st rank first', () => {
    expect(prizeSlots(PRIZES)).toEqual([
      { rank: 1, amountMinor: 500_00n },
      { rank: 2, amountMinor: 200_00n },
      { rank: 2, amountMinor: 200_00n },
    ]);
  });

  it('picks the ticket drawn on the entries laid end to end in id order, and takes the winner out', () => {
    const entries = [
      { memberId: 30n, tickets: 1 },
      { memberId: 10n, tickets: 2 },
      { memberId: 20n, tickets: 3 },
    ];
    // Drum: 10 owns tickets 0–1, 20 owns 2–4, 30 owns 5. Ticket 4 → 20; then 10 (0–1), 30 (2): ticket 2 → 30.
    const winners = drawRaffle(entries, PRIZES, scripted(4, 2, 0));
    expect(winners.map((w) => [w.memberId, w.place, w.rank, w.amountMinor, w.tickets])).toEqual([
      [20n, 1, 1, 500_00n, 3],
      [30n, 2, 2, 200_00n, 1],
      [10n, 3, 2, 200_00n, 2],
    ]);
  });

  it('awards no more prizes than entrants, one per player, and skips entrants without tickets', () => {
    const winners = drawRaffle(
      [
        { memberId: 1n, tickets: 0 },
        { memberId: 2n, tickets: 5 },
      ],
      PRIZES,
    );
    expect(winners.map((w) => w.memberId)).toEqual([2n]);
    expect(drawRaffle([], PRIZES)).toEqual([]);
  });

  it('refuses a random number outside the tickets left', () => {
    expect(() => drawRaffle([{ memberId: 1n, tickets: 2 }], PRIZES, () => 2)).toThrow(RangeError);
    expect(() => drawRaffle([{ memberId: 1n, tickets: 2 }], PRIZES, () => -1)).toThrow(RangeError);
  });

  it(
    'gives each entrant the first prize with probability tickets / all tickets (chi-square, 99 %)',
    FRESH_SAMPLE_ONCE,
    () => {
      const entries = [1, 2, 3, 4, 10].map((tickets, i) => ({ memberId: BigInt(i + 1), tickets }));
      const total = 20;
      const draws = 40_000;
      const firsts = new Map<bigint, number>();
      for (let i = 0; i < draws; i++) {
        const [first] = drawRaffle(entries, [{ amountMinor: 1n, winners: 1 }]);
        firsts.set(first!.memberId, (firsts.get(first!.memberId) ?? 0) + 1);
      }
      const chi = entries.reduce((sum, e) => {
        const expected = (draws * e.tickets) / total;
        return sum + ((firsts.get(e.memberId) ?? 0) - expected) ** 2 / expected;
      }, 0);
      // 4 degrees of freedom: the 99th percentile is 13.28.
      expect(chi).toBeLessThan(13.28);
    },
  );
});
