import type { PickShape } from '@bet/contracts/lottery/bets';

/**
 * What the picker has selected, turned into a bet's content (picks joined by ",", a combo's
 * numbers by "-") and its units (one per pick), as the contract and the server read them.
 */

/** The most picks one bet may hold (the server's cap on units; content stays under 4000 characters). */
export const MAX_UNITS = 1000;

/** The selection with `value` added or removed, keeping the order of `order` (the grid/options). */
export function toggled(selected: readonly string[], value: string, order?: readonly string[]): string[] {
  const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
  if (!order) return next;
  return order.filter((v) => next.includes(v)).concat(next.filter((v) => !order.includes(v)));
}

/** A typed number of exactly `digits` digits, or null. */
export function typedNumber(raw: string, digits: number): string | null {
  const trimmed = raw.trim();
  return new RegExp(`^\\d{${digits}}$`).test(trimmed) ? trimmed : null;
}

/** All `size`-number combinations of `numbers` (sorted), each joined by "-"; their count is C(n, size). */
export function combinations(numbers: readonly string[], size: number): string[] {
  const sorted = [...new Set(numbers)].sort();
  const out: string[] = [];
  const walk = (start: number, chosen: string[]) => {
    if (out.length > MAX_UNITS) return;
    if (chosen.length === size) {
      out.push(chosen.join('-'));
      return;
    }
    for (let i = start; i <= sorted.length - (size - chosen.length); i++)
      walk(i + 1, [...chosen, sorted[i]!]);
  };
  if (size > 0) walk(0, []);
  return out;
}

/** The picks of a selection under a shape: the selected options/numbers, or every combination. */
export function picksOf(shape: PickShape, selected: readonly string[]): string[] {
  if (shape.kind === 'combo') return combinations(selected, shape.size);
  return [...new Set(selected)];
}

export interface Selection {
  content: string;
  units: number;
  /** Whether it can go on the slip: at least one pick, at most MAX_UNITS. */
  valid: boolean;
}

export function selectionOf(shape: PickShape, selected: readonly string[]): Selection {
  const picks = picksOf(shape, selected);
  return {
    content: picks.join(','),
    units: picks.length,
    valid: picks.length > 0 && picks.length <= MAX_UNITS,
  };
}

/** The grid a number/combo shape offers: 0..9 or 00..99; larger numbers are typed. */
export function gridOf(shape: PickShape): string[] | null {
  if (shape.kind === 'choice') return null;
  if (shape.digits > 2) return null;
  const count = 10 ** shape.digits;
  return Array.from({ length: count }, (_, n) => String(n).padStart(shape.digits, '0'));
}

/** A random pick for the "quick pick" button: a number of the shape's digits, or `size` distinct ones. */
export function randomSelection(shape: PickShape, random: () => number = Math.random): string[] {
  if (shape.kind === 'choice') return [shape.options[Math.floor(random() * shape.options.length)]!];
  const draw = () => String(Math.floor(random() * 10 ** shape.digits)).padStart(shape.digits, '0');
  if (shape.kind === 'number') return [draw()];
  const picked = new Set<string>();
  while (picked.size < Math.min(shape.size, 10 ** shape.digits)) picked.add(draw());
  return [...picked];
}
