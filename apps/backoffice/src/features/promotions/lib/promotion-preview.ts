import {
  expectedPrizeMinor,
  validatePrizeTable,
  type PrizeTable,
  type PrizeTableProblem,
} from '@bet/contracts/promotions/prize-table';
import {
  percentRewardMinor,
  SIGN_UP_REQUIREMENTS,
  turnoverRequiredMinor,
  WHEEL_TICKETS_MAX,
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

/** A prize row as typed: its amount and its weight. */
type PrizeRowText = { amount: string; weight: string };

/**
 * The table as typed, for validatePrizeTable (which checks its input at run time): an amount that
 * is not one is passed as null, which it refuses (AMOUNT_INVALID); a weight that is not a whole
 * number stays what it is, which it refuses too (WEIGHT_INVALID).
 */
export function typedPrizeTable(rows: readonly PrizeRowText[]): PrizeTable {
  return rows.map((row) => {
    const amount = amountOf(row.amount ?? '');
    const weight = (row.weight ?? '').trim() === '' ? Number.NaN : Number(row.weight);
    return { amountMinor: amount === null ? (null as unknown as bigint) : toMinor(amount), weight };
  });
}

export interface PrizeTableView {
  /** Everything validatePrizeTable finds wrong (a row's with its index). */
  problems: PrizeTableProblem[];
  /** Each row's probability (weight / total), null while a weight is not a whole number from 1. */
  probabilities: (number | null)[];
  /** The weights' total, null while one is not valid. */
  total: number | null;
  /** The expected prize of one spin (rounded down to the cent), null while a row is not valid. */
  expected: number | null;
  /** The largest prize typed, null when none is. */
  max: number | null;
}

/** The prize table as the operator types it: its problems, probabilities and expected prize. */
export function prizeTableView(rows: readonly PrizeRowText[]): PrizeTableView {
  const table = typedPrizeTable(rows);
  const problems = validatePrizeTable(table);
  const rowsValid = table.length > 0 && problems.every((p) => p.segment === undefined);
  const weightsValid = table.length > 0 && !problems.some((p) => p.code === 'WEIGHT_INVALID');
  const total = weightsValid ? table.reduce((sum, s) => sum + s.weight, 0) : null;
  const amounts = table.flatMap((s) => (typeof s.amountMinor === 'bigint' ? [s.amountMinor] : []));
  return {
    problems,
    probabilities: table.map((s) => (total === null ? null : s.weight / total)),
    total,
    expected: rowsValid ? fromMinor(expectedPrizeMinor(table)) : null,
    max: amounts.length > 0 ? fromMinor(amounts.reduce((a, b) => (b > a ? b : a))) : null,
  };
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });
/** A probability as the table shows it: a percent with up to 4 decimals ("33.3333%"). */
export const probabilityText = (probability: number) => percent.format(probability);

/** A lucky wheel's rules as typed. */
export interface WheelPreview {
  step: number;
  ticketsMax: number;
  /** The largest prize and the expected prize of one spin. */
  max: number;
  expected: number;
  /** Whole times a prize to bet before a withdrawal (0 = none). */
  multiple: number;
}

/**
 * What a lucky wheel gives under the rules being written; null while the ticket step is missing
 * or 0, the most tickets is not a whole number from 1 to WHEEL_TICKETS_MAX, or the prize table
 * has a problem.
 */
export function wheelPreview(rules: {
  ticketStep: string;
  ticketsMax: string;
  turnoverMultiple: string;
  prizes: readonly PrizeRowText[];
}): WheelPreview | null {
  const step = amountOf(rules.ticketStep);
  const ticketsMax = amountOf(rules.ticketsMax);
  if (step === null || step === 0 || ticketsMax === null) return null;
  if (!Number.isInteger(ticketsMax) || ticketsMax < 1 || ticketsMax > WHEEL_TICKETS_MAX) return null;
  const table = prizeTableView(rules.prizes);
  if (table.problems.length > 0 || table.expected === null || table.max === null) return null;
  const multiple = Math.floor(amountOf(rules.turnoverMultiple) ?? 0);
  return { step, ticketsMax, max: table.max, expected: table.expected, multiple };
}
