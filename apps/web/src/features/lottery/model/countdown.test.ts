import { describe, expect, it } from 'vitest';
import { clock, drawPhase } from './countdown';

const draw = { status: 'OPEN' as const, closeAt: 50_000, drawAt: 60_000 };

describe('draw phase', () => {
  it('counts down to close while open, then to the draw', () => {
    expect(drawPhase(draw, 0)).toEqual({ phase: 'open', seconds: 50 });
    expect(drawPhase(draw, 49_001)).toEqual({ phase: 'open', seconds: 1 });
    expect(drawPhase(draw, 50_000)).toEqual({ phase: 'drawing', seconds: 10 });
    expect(drawPhase({ ...draw, status: 'CLOSED' }, 1_000)).toEqual({ phase: 'drawing', seconds: 59 });
    expect(drawPhase(draw, 70_000)).toEqual({ phase: 'drawing', seconds: 0 });
  });

  it('reads drawn, settled and void draws by their status', () => {
    expect(drawPhase({ ...draw, status: 'DRAWN' }, 0)).toEqual({ phase: 'drawn' });
    expect(drawPhase({ ...draw, status: 'SETTLED' }, 0)).toEqual({ phase: 'drawn' });
    expect(drawPhase({ ...draw, status: 'VOID' }, 0)).toEqual({ phase: 'void' });
  });

  it('formats minutes and seconds, with hours for the daily draws', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(65)).toBe('01:05');
    expect(clock(3 * 3600 + 62)).toBe('3:01:02');
  });
});
