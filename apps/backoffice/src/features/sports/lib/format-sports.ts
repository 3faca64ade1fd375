/** Decimal odds from thousandths (2150 → "2.15"); "—" while the selection is not offered. */
export const formatOdds = (odds: number | null): string => (odds === null ? '—' : (odds / 1000).toFixed(2));

/**
 * A line from tenths (−15 → "−1.5", 25 → "2.5"). `signed` puts "+" before a positive line (a
 * handicap); the minus is the typographic one.
 */
export function formatLine(tenths: number, signed = false): string {
  const text = (Math.abs(tenths) / 10).toFixed(1);
  if (tenths < 0) return `\u2212${text}`;
  return signed && tenths > 0 ? `+${text}` : text;
}

/** Expected goals with two decimals (1.6 → "1.60"). */
export const formatXg = (xg: number): string => xg.toFixed(2);

/** A date-time input's value (the operator's local time) as epoch ms; 0 when empty or not a date. */
export function fromLocalInput(value: string): number {
  const ms = value ? new Date(value).getTime() : 0;
  return Number.isFinite(ms) ? ms : 0;
}
