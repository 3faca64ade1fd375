import { describe, expect, it } from 'vitest';
import { dayBoundsOf, rangeQueryOf } from './range-query';

describe('rangeQueryOf', () => {
  it('sends a named range as it is', () => {
    expect(rangeQueryOf('lastWeek')).toEqual({ range: 'lastWeek' });
  });

  it('turns two custom days into an inclusive start and an exclusive end', () => {
    expect(rangeQueryOf('custom', '2026-11-01', '2026-11-03')).toEqual({
      range: 'custom',
      from: Date.parse('2026-11-01'),
      to: Date.parse('2026-11-04'),
    });
  });

  it('asks for nothing while the custom range is incomplete or reversed', () => {
    expect(rangeQueryOf('custom', '2026-11-01', '')).toBeNull();
    expect(rangeQueryOf('custom', '2026-11-05', '2026-11-01')).toBeNull();
  });
});

describe('dayBoundsOf', () => {
  it('sends no bounds without days, both bounds for two days, nothing for one day', () => {
    expect(dayBoundsOf('', '')).toEqual({});
    expect(dayBoundsOf('2026-11-01', '2026-11-01')).toEqual({
      from: Date.parse('2026-11-01'),
      to: Date.parse('2026-11-02'),
    });
    expect(dayBoundsOf('2026-11-01', '')).toBeNull();
    expect(dayBoundsOf('2026-11-03', '2026-11-01')).toBeNull();
  });
});
