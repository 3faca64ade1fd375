import { daysBetween } from '@/shared/lib/date-range';

export interface DayResult {
  day: string;
  winLoss: number;
}

/** A day's bar: centred on the zero line, up for a win, down for a loss. */
export interface ProfitBar {
  day: string;
  winLoss: number;
  x: number;
  y: number;
  width: number;
  height: number;
  tone: 'win' | 'loss' | 'even';
}

export interface ProfitChart {
  bars: ProfitBar[];
  /** y of the zero line. */
  zeroY: number;
  /** The largest win and loss drawn (the chart's scale). */
  max: number;
  min: number;
}

/**
 * Every day of the range with its win/loss (a day without bets is 0), in day order. Days the
 * server sends outside the range are kept, in order.
 */
export function profitByDay(byDay: readonly DayResult[], from: string, to: string): DayResult[] {
  const known = new Map(byDay.map((d) => [d.day, d.winLoss]));
  const days = new Set([...daysBetween(from, to), ...known.keys()]);
  return [...days].sort().map((day) => ({ day, winLoss: known.get(day) ?? 0 }));
}

/**
 * Bars of a win/loss-per-day chart in a `width` × `height` box: one slot per day, a gap of a fifth
 * of the slot, bars scaled to the largest amount on either side of the zero line (which sits at
 * the share of the range above it).
 */
export function profitChart(days: readonly DayResult[], width: number, height: number): ProfitChart {
  const max = Math.max(0, ...days.map((d) => d.winLoss));
  const min = Math.min(0, ...days.map((d) => d.winLoss));
  const span = max - min || 1;
  const zeroY = max === 0 && min === 0 ? height / 2 : (max / span) * height;
  const slot = days.length > 0 ? width / days.length : width;
  const barWidth = slot * 0.8;
  const bars = days.map((d, index): ProfitBar => {
    const size = (Math.abs(d.winLoss) / span) * height;
    return {
      day: d.day,
      winLoss: d.winLoss,
      x: index * slot + (slot - barWidth) / 2,
      y: d.winLoss >= 0 ? zeroY - size : zeroY,
      width: barWidth,
      height: size,
      tone: d.winLoss > 0 ? 'win' : d.winLoss < 0 ? 'loss' : 'even',
    };
  });
  return { bars, zeroY, max, min };
}
