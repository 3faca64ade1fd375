/**
 * The odds of a play type in a cell: each option when there are a few (B 1.95 · S 1.95), the
 * range when there are many (sums), the one figure ("*") for numbers and combos.
 */
export function formatOdds(odds: Record<string, number>): string {
  const entries = Object.entries(odds);
  if (entries.length === 0) return '—';
  if (entries.length === 1 && entries[0]![0] === '*') return String(entries[0]![1]);
  if (entries.length <= 3) return entries.map(([k, v]) => `${k} ${v}`).join(' · ');
  const values = entries.map(([, v]) => v);
  return `${Math.min(...values)} – ${Math.max(...values)}`;
}

/** A house edge in basis points as a percentage (250 → "2.5 %"). */
export const formatEdge = (edgeBp: number) => `${edgeBp / 100} %`;
