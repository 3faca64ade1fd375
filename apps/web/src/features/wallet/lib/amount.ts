import { amountOfText, toCents } from '@bet/contracts/wallet/amount-rules';

/** A message key with its values, translated at render. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
  /** A failed call's `value` (an `error.<code>` problem), for the messages that name it. */
  detail?: unknown;
}

export interface AmountLimits {
  min?: number;
  max?: number;
  /** The balance the amount comes out of. */
  available?: number;
}

/**
 * Reads an amount typed by the player: an amount of the contract (`amountOfText`), within the
 * limits (compared in cents, so 0.1 + 0.2 never decides anything). The number or the problem.
 */
export function parseAmount(
  text: string,
  limits: AmountLimits,
  formatAmount: (value: number) => string,
): { value: number } | { problem: Problem } {
  if (!text.trim()) return { problem: { key: 'validation.required' } };
  const value = amountOfText(text);
  if (value === null) return { problem: { key: 'wallet.amount.invalid' } };
  const cents = toCents(value);
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
