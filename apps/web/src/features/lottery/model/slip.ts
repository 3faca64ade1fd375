import type { SlipLine } from '@bet/contracts/lottery/bets';

/** A line of the slip as the screen keeps it: the contract's line plus what it shows. */
export interface SlipEntry extends SlipLine {
  /** Local id, for keys and removal. */
  id: string;
  units: number;
}

const minor = (value: number) => Math.round(value * 100);

/** Stake of a line: units × unit price × multiple, exact in minor units. */
export const stakeOf = (line: Pick<SlipEntry, 'units' | 'unitPrice' | 'multiple'>): number =>
  (line.units * minor(line.unitPrice) * line.multiple) / 100;

/** Stake of the whole slip for one issue, and for all of a chase's issues. */
export function slipTotal(lines: readonly SlipEntry[], chaseIssues = 1): { perIssue: number; total: number } {
  const perIssueMinor = lines.reduce(
    (sum, line) => sum + line.units * minor(line.unitPrice) * line.multiple,
    0,
  );
  return { perIssue: perIssueMinor / 100, total: (perIssueMinor * Math.max(1, chaseIssues)) / 100 };
}

/** The slip with `entry` added; the same play type and content adds to that line's multiple instead. */
export function addToSlip(lines: readonly SlipEntry[], entry: SlipEntry): SlipEntry[] {
  const same = lines.find(
    (line) =>
      line.playType === entry.playType &&
      line.content === entry.content &&
      line.unitPrice === entry.unitPrice,
  );
  if (!same) return [...lines, entry];
  return lines.map((line) =>
    line === same ? { ...line, multiple: Math.min(10_000, line.multiple + entry.multiple) } : line,
  );
}
