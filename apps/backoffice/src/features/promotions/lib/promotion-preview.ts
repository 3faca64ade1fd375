import {
  percentRewardMinor,
  SIGN_UP_REQUIREMENTS,
  turnoverRequiredMinor,
  type SignUpRequirement,
} from '@bet/contracts/promotions/promotion-rules';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';

/** A number typed in the form, or null when it is empty or not a finite non-negative number. */
export function amountOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as a card shows it: "1,000" when whole, "12.50" otherwise (no currency: one per site). */
export const cardAmount = (value: number) => (Number.isInteger(value) ? whole : cents).format(value);

/** A percent reward's rules as typed: a deposit bonus's or cashback's. */
export interface PercentRewardInput {
  percent: string;
  cap: string;
  /** The least amount that is paid (a deposit, a period's net loss or valid bet); empty = 0. */
  minimum: string;
  turnoverMultiple: string;
}

export interface PercentRewardPreview {
  reward: number;
  turnover: number;
  belowMinimum: boolean;
}

/**
 * What an amount (a deposit, a period's net loss or valid bet) pays under the rules being
 * written, with the contract's own arithmetic in minor units (the server pays the same cent).
 * Null while a rule or the amount is not a number yet.
 */
export function percentRewardPreview(
  rules: PercentRewardInput,
  amountText: string,
): PercentRewardPreview | null {
  const percent = amountOf(rules.percent);
  const cap = amountOf(rules.cap);
  const minimum = amountOf(rules.minimum) ?? 0;
  const multiple = amountOf(rules.turnoverMultiple) ?? 0;
  const amount = amountOf(amountText);
  if (percent === null || cap === null || amount === null) return null;
  const amountMinor = toMinor(amount);
  const minimumMinor = toMinor(minimum);
  const rewardMinor = percentRewardMinor({ percent, capMinor: toMinor(cap), minimumMinor }, amountMinor);
  return {
    reward: fromMinor(rewardMinor),
    turnover: fromMinor(turnoverRequiredMinor(rewardMinor, Math.floor(multiple))),
    belowMinimum: amountMinor < minimumMinor,
  };
}

/** An application's rules as typed: the most one approval pays and the turnover multiple. */
export interface ApplicationPreview {
  max: number;
  /** Whole times the amount paid to bet before a withdrawal (0 = none). */
  multiple: number;
  /** The turnover of an approval at the maximum. */
  turnoverAtMax: number;
}

/** What an approved application may pay under the rules being written; null while the maximum is missing. */
export function applicationPreview(rules: {
  maxAmount: string;
  turnoverMultiple: string;
}): ApplicationPreview | null {
  const max = amountOf(rules.maxAmount);
  if (max === null || max === 0) return null;
  const multiple = Math.floor(amountOf(rules.turnoverMultiple) ?? 0);
  return { max, multiple, turnoverAtMax: fromMinor(turnoverRequiredMinor(toMinor(max), multiple)) };
}

/** A sign-up bonus's rules as typed: its amount, turnover multiple and days after registering. */
export interface SignUpPreview {
  amount: number;
  /** Whole times the bonus to bet before a withdrawal (0 = none). */
  multiple: number;
  /** Days after registering within which the player joins and requests the reward. */
  days: number;
}

/**
 * What a new player gets under the sign-up rules being written; null while the amount is missing
 * or 0, or the days are not a whole number of at least 1 (the contract refuses them).
 */
export function signUpPreview(rules: {
  amount: string;
  turnoverMultiple: string;
  claimDays: string;
}): SignUpPreview | null {
  const amount = amountOf(rules.amount);
  const days = amountOf(rules.claimDays);
  if (amount === null || amount === 0 || days === null || !Number.isInteger(days) || days < 1) return null;
  return { amount, multiple: Math.floor(amountOf(rules.turnoverMultiple) ?? 0), days };
}

/**
 * The key of a sign-up bonus's requirements in the catalogue's sentences: NONE, one of them, or
 * BOTH (the contract's requirements, in its order).
 */
export function requirementsKey(requires: readonly SignUpRequirement[]): 'NONE' | 'BOTH' | SignUpRequirement {
  const chosen = SIGN_UP_REQUIREMENTS.filter((r) => requires.includes(r));
  if (chosen.length === 0) return 'NONE';
  if (chosen.length === SIGN_UP_REQUIREMENTS.length) return 'BOTH';
  return chosen[0]!;
}
