/** A message key with its values, translated at render. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

/** Up to 9 integer digits (≤ 1e9, the contract's largest amount), then up to 2 decimals. */
const AMOUNT_TEXT = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;

/** Cents of an amount of at most 2 decimals, exact (the contract's `toMinor`). */
export const toCents = (value: number): number => Math.round(value * 100);

export interface AmountLimits {
  min?: number;
  max?: number;
  /** The balance the amount comes out of. */
  available?: number;
}

/**
 * Reads an amount typed by the player: a positive number with at most 2 decimals, within the
 * limits (compared in cents, so 0.1 + 0.2 never decides anything). The number or the problem.
 */
export function parseAmount(
  text: string,
  limits: AmountLimits,
  formatAmount: (value: number) => string,
): { value: number } | { problem: Problem } {
  const trimmed = text.trim();
  if (!trimmed) return { problem: { key: 'validation.required' } };
  if (!AMOUNT_TEXT.test(trimmed)) return { problem: { key: 'wallet.amount.invalid' } };
  const value = Number(trimmed);
  const cents = toCents(value);
  if (cents <= 0) return { problem: { key: 'wallet.amount.invalid' } };
  if (cents > 100_000_000_000) return { problem: { key: 'wallet.amount.invalid' } };
  if (limits.min !== undefined && cents < toCents(limits.min))
    return { problem: { key: 'wallet.amount.belowMin', values: { min: formatAmount(limits.min) } } };
  if (limits.max !== undefined && cents > toCents(limits.max))
    return { problem: { key: 'wallet.amount.aboveMax', values: { max: formatAmount(limits.max) } } };
  if (limits.available !== undefined && cents > toCents(limits.available))
    return {
      problem: { key: 'wallet.amount.overBalance', values: { available: formatAmount(limits.available) } },
    };
  return { value };
}

/** An amount for an input's value: the number as given, with 2 decimals, no grouping. */
export const amountInputText = (value: number): string => value.toFixed(2);
