import { cryptoRandomInt, type RandomInt } from './lucky-wheel.js';

/** One entrant of a draw and their entries (tickets). */
export interface RaffleEntry<Id> {
  memberId: Id;
  tickets: number;
}

/** A drawn winner: the prize's rank (1-based) and the place drawn (1 = first). */
export interface RaffleWinner<Id> extends RaffleEntry<Id> {
  place: number;
  rank: number;
  amountMinor: bigint;
}

/** The ranked prizes laid out one slot per winner, 1st rank first. */
export const prizeSlots = (prizes: { amountMinor: bigint; winners: number }[]) =>
  prizes.flatMap((prize, i) =>
    Array.from({ length: prize.winners }, () => ({ rank: i + 1, amountMinor: prize.amountMinor })),
  );

/**
 * Draws the winners of ranked prizes: slot by slot, 1st rank first, one ticket uniformly among all
 * the tickets still in the drum — so an entrant's chance at each draw is their tickets over the
 * tickets left — and the winner's other tickets leave the drum (one prize per player). It stops
 * when the slots or the entrants run out. Entrants are sorted by id first, so the same random
 * numbers give the same winners whatever order the database returned them in (a draw can be
 * replayed from its numbers).
 */
export function drawRaffle<Id extends bigint | number>(
  entries: readonly RaffleEntry<Id>[],
  prizes: { amountMinor: bigint; winners: number }[],
  random: RandomInt = cryptoRandomInt,
): RaffleWinner<Id>[] {
  const drum = entries
    .filter((e) => e.tickets > 0)
    .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
  let left = drum.reduce((sum, e) => sum + e.tickets, 0);
  const winners: RaffleWinner<Id>[] = [];
  for (const slot of prizeSlots(prizes)) {
    if (drum.length === 0) break;
    const r = random(left);
    if (!Number.isInteger(r) || r < 0 || r >= left)
      throw new RangeError(`random source returned ${r} outside [0, ${left})`);
    let end = 0;
    const at = drum.findIndex((e) => (end += e.tickets) > r);
    const [winner] = drum.splice(at, 1) as [RaffleEntry<Id>];
    left -= winner.tickets;
    winners.push({ ...winner, place: winners.length + 1, rank: slot.rank, amountMinor: slot.amountMinor });
  }
  return winners;
}
