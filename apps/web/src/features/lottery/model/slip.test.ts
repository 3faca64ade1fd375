import { describe, expect, it } from 'vitest';
import { addToSlip, slipTotal, stakeOf, type SlipEntry } from './slip';

const line = (over: Partial<SlipEntry>): SlipEntry => ({
  id: 'a',
  playType: 'SUM',
  content: '10,11',
  units: 2,
  unitPrice: 1,
  multiple: 1,
  ...over,
});

describe('the slip', () => {
  it('stakes units × unit price × multiple exactly in minor units', () => {
    expect(stakeOf({ units: 3, unitPrice: 0.1, multiple: 3 })).toBe(0.9);
    expect(stakeOf({ units: 7, unitPrice: 0.07, multiple: 13 })).toBe(6.37);
  });

  it('totals every line, once per issue of a chase', () => {
    const lines = [
      line({ id: 'a' }),
      line({ id: 'b', playType: 'BS', content: 'B', units: 1, unitPrice: 2.5, multiple: 4 }),
    ];
    expect(slipTotal(lines)).toEqual({ perIssue: 12, total: 12 });
    expect(slipTotal(lines, 5)).toEqual({ perIssue: 12, total: 60 });
    expect(slipTotal([])).toEqual({ perIssue: 0, total: 0 });
  });

  it('adds the same bet to the line it repeats', () => {
    const first = addToSlip([], line({ id: 'a' }));
    const again = addToSlip(first, line({ id: 'b', multiple: 2 }));
    expect(again).toHaveLength(1);
    expect(again[0]!.multiple).toBe(3);
    expect(addToSlip(again, line({ id: 'c', content: '12' }))).toHaveLength(2);
  });
});
