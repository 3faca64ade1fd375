/*
 * Money on the wire (DESIGN.md §4), zod-free so the web's forms check amounts as the server does
 * without shipping zod; the `amount` schema in `amount.ts` is built from these.
 */

/** The largest amount of any call. */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * An amount as a player types it: up to 10 integer digits (room for `MAX_AMOUNT`), then up to 2
 * decimals; no sign, grouping or exponent.
 */
export const AMOUNT_TEXT = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;

/** True when the number has at most 2 decimals (within float error). */
export const hasAtMostTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Cents of an amount of at most 2 decimals, exact; compare amounts in cents so float sums never decide. */
export const toCents = (value: number): number => Math.round(value * 100);

/** A positive amount: > 0, ≤ `MAX_AMOUNT`, at most 2 decimals. */
export const isAmount = (value: number): boolean =>
  Number.isFinite(value) && toCents(value) > 0 && value <= MAX_AMOUNT && hasAtMostTwoDecimals(value);

/** The amount a player typed (`AMOUNT_TEXT`, surrounding spaces ignored), or null when it is not one. */
export function amountOfText(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT_TEXT.test(trimmed)) return null;
  const value = Number(trimmed);
  return isAmount(value) ? value : null;
}
