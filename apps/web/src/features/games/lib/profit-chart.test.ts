import { describe, expect, it } from 'vitest';
import { profitByDay, profitChart } from './profit-chart';

describe('personal P&L chart data', () => {
  it('has every day of the range, 0 for days without bets, in day order', () => {
    expect(
      profitByDay(
        [
          { day: '2026-03-03', winLoss: -20 },
          { day: '2026-03-01', winLoss: 50 },
        ],
        '2026-03-01',
        '2026-03-04',
      ),
    ).toEqual([
      { day: '2026-03-01', winLoss: 50 },
      { day: '2026-03-02', winLoss: 0 },
      { day: '2026-03-03', winLoss: -20 },
      { day: '2026-03-04', winLoss: 0 },
    ]);
  });

  it('crosses month ends', () => {
    expect(profitByDay([], '2026-02-27', '2026-03-02').map((d) => d.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('draws wins up and losses down from a zero line placed by their share of the scale', () => {
    const chart = profitChart(
      [
        { day: 'a', winLoss: 75 },
        { day: 'b', winLoss: 0 },
        { day: 'c', winLoss: -25 },
        { day: 'd', winLoss: 50 },
      ],
      400,
      100,
    );
    expect(chart.max).toBe(75);
    expect(chart.min).toBe(-25);
    expect(chart.zeroY).toBe(75);
    expect(chart.bars.map((b) => [b.tone, b.x, b.y, b.width, b.height])).toEqual([
      ['win', 10, 0, 80, 75],
      ['even', 110, 75, 80, 0],
      ['loss', 210, 75, 80, 25],
      ['win', 310, 25, 80, 50],
    ]);
  });

  it('puts the zero line in the middle when nothing was won or lost, and at the bottom with wins only', () => {
    expect(profitChart([{ day: 'a', winLoss: 0 }], 100, 80).zeroY).toBe(40);
    const wins = profitChart([{ day: 'a', winLoss: 10 }], 100, 80);
    expect(wins.zeroY).toBe(80);
    expect(wins.bars[0]).toMatchObject({ y: 0, height: 80 });
  });
});
