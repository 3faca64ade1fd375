import { describe, expect, it } from 'vitest';
import { ticketsOf } from './wheel-tickets.js';

const rules = {
  kind: 'LUCKY_WHEEL' as const,
  basis: 'DEPOSIT' as const,
  ticketStepMinor: '10000',
  ticketsMax: 5,
  turnoverMultiple: 1,
  prizes: [],
};

describe('ticketsOf', () => {
  it.each<[string, bigint, number, { earned: number; left: number; toNextTicket: bigint | null }]>([
    ['nothing yet', 0n, 0, { earned: 0, left: 0, toNextTicket: 100_00n }],
    ['one cent short of a ticket', 99_99n, 0, { earned: 0, left: 0, toNextTicket: 1n }],
    ['exactly one step', 100_00n, 0, { earned: 1, left: 1, toNextTicket: 100_00n }],
    ['two and a half steps, one spun', 250_00n, 1, { earned: 2, left: 1, toNextTicket: 50_00n }],
    ['the most a period earns', 500_00n, 0, { earned: 5, left: 5, toNextTicket: null }],
    ['far past the most', 9_999_00n, 5, { earned: 5, left: 0, toNextTicket: null }],
    [
      'more spun than earned (the step was raised): none left, never negative',
      100_00n,
      3,
      { earned: 1, left: 0, toNextTicket: 100_00n },
    ],
  ])('%s', (_name, basis, used, expected) => {
    expect(ticketsOf(rules, basis, used)).toEqual(expected);
  });
});
