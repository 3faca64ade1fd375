import { z } from 'zod';
import type { OperatorPromotion, SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import type { EnvelopeRainProblemCode } from '@bet/contracts/promotions/prize-table';

/** One rain's start as typed (`HH:MM`); an object, so the list can be a field array. */
export const rainTimeForm = z.object({ time: z.string() });
export type RainTimeForm = z.infer<typeof rainTimeForm>;

/**
 * A red-envelope rain's own fields in the promotion form, named as the contract names them (the
 * turnover is shared with the other kinds).
 */
export const rainFields = {
  /** Each day's rains, `HH:MM` in the report time zone. */
  times: z.array(rainTimeForm),
  /** How long each rain falls. */
  minutes: z.string(),
  /** Envelopes per rain, its budget and the least one envelope holds. */
  envelopes: z.string(),
  rainBudget: z.string(),
  minAmount: z.string(),
};

/** A new rain: at noon and 8 pm for 10 minutes, 2,000 into 200 envelopes of at least 1 (10 on average). */
export const DEFAULT_RAIN = {
  times: ['12:00', '20:00'],
  minutes: 10,
  envelopes: 200,
  rainBudget: 2000,
  minAmount: 1,
} as const;

type RainFormFields = {
  times: RainTimeForm[];
  minutes: string;
  envelopes: string;
  rainBudget: string;
  minAmount: string;
};

/** The rain's fields of a saved rain, or a new rain's defaults. */
export function rainFormOf(rules: OperatorPromotion['rules'] | undefined): RainFormFields {
  const rain = rules?.kind === 'RED_ENVELOPE' ? rules : DEFAULT_RAIN;
  return {
    times: rain.times.map((time) => ({ time })),
    minutes: String(rain.minutes),
    envelopes: String(rain.envelopes),
    rainBudget: String(rain.rainBudget),
    minAmount: String(rain.minAmount),
  };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The rain's rules in the contract's shape, the times in the order typed (so an issue's index is
 * its row's); a figure typed wrong stays NaN for the contract to refuse.
 */
export function rainRulesOf(form: RainFormFields, turnoverMultiple: number): SavePromotionRequest['rules'] {
  return {
    kind: 'RED_ENVELOPE',
    times: form.times.map((t) => t.time),
    minutes: num(form.minutes),
    envelopes: num(form.envelopes),
    rainBudget: num(form.rainBudget),
    minAmount: num(form.minAmount),
    turnoverMultiple,
  };
}

/** The rain's rules the contract checks together (validateEnvelopeRain and the times' overlap). */
export const RAIN_RULES = new Set(['times', 'minutes', 'envelopes', 'rainBudget', 'minAmount']);
const RAIN_PROBLEMS = new Set<string>([
  'ENVELOPES_OUT_OF_RANGE',
  'MIN_NOT_POSITIVE',
  'BUDGET_TOO_LARGE',
  'BUDGET_BELOW_MINIMUMS',
]);

/**
 * Where a contract issue of a rain belongs (`second` is its rule, `rest` its path after it): a
 * time under its row's input, the list's under the list, and validateEnvelopeRain's problems
 * (all on `rainBudget` in the contract) under the field each is about.
 */
export function rainFormPath(second: string, rest: readonly string[], code?: string): string {
  if (second === 'times') return rest[0] === undefined ? 'times' : `times.${rest[0]}.time`;
  if (second === 'rainBudget' && code === 'ENVELOPES_OUT_OF_RANGE') return 'envelopes';
  if (second === 'rainBudget' && code === 'MIN_NOT_POSITIVE') return 'minAmount';
  return second;
}

/**
 * The sentence key of a rain's issue (`rain.*`, or an amount's "above 0"), or null when the form's
 * usual one fits (an amount's "required" or "2 decimals").
 */
export function rainMessage(issue: z.core.$ZodIssue): string | null {
  const [, second, row] = issue.path.map(String);
  if (second === 'times') {
    if (row !== undefined) return 'rain.time';
    if (issue.code !== 'custom') return 'rain.timesCount';
    return issue.message === 'each time once' ? 'rain.timeTwice' : 'rain.overlap';
  }
  if (second === 'minutes' || second === 'envelopes') {
    if (issue.code === 'invalid_type') return 'required';
    return second === 'minutes' ? 'rain.minutes' : 'rain.ENVELOPES_OUT_OF_RANGE';
  }
  if (issue.code === 'custom' && RAIN_PROBLEMS.has(issue.message))
    return `rain.${issue.message as EnvelopeRainProblemCode}`;
  // The budget and the least per envelope are the contract's wire amount: at least 0.01.
  return issue.code === 'too_small' ? 'aboveZero' : null;
}
