import { validateEnvelopeRain, type EnvelopeRainProblemCode } from '@bet/contracts/promotions/prize-table';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { amountOf } from './promotion-preview';
import { rainMinutesOf, rainTimeProblem, sortedTimes, type RainTimeProblem } from './rain-times';

/** A rain's fields as typed (the watched values: any may be missing while the form mounts). */
export interface RainInput {
  times: readonly { time: string }[];
  minutes: string;
  envelopes: string;
  rainBudget: string;
  minAmount: string;
}

export interface RainView {
  /**
   * validateEnvelopeRain's problems with the figures typed; a field left empty raises none (the
   * save asks for it), so the operator is not told off for a field not yet reached.
   */
  problems: EnvelopeRainProblemCode[];
  /** A time listed twice, or two rains overlapping (null while the minutes are not valid). */
  timeProblem: RainTimeProblem | null;
  /** The valid times in the order of the day. */
  times: string[];
  minutes: number | null;
  envelopes: number | null;
  budget: number | null;
  min: number | null;
  /** What the envelopes' minimums take from the budget (envelopes × least), for BUDGET_BELOW_MINIMUMS. */
  least: number | null;
  /** The average envelope, budget ÷ envelopes rounded down to the cent. */
  average: number | null;
  /** The most all of a day's rains pay: the budget × the rains a day. */
  mostPerDay: number | null;
}

const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/** The rain as the operator types it: its problems and its figures. */
export function rainView(input: Partial<RainInput>): RainView {
  const typed = (input.times ?? []).map((t) => t?.time ?? '');
  const times = sortedTimes(typed);
  const minutes = rainMinutesOf(input.minutes ?? '');
  const count = isBlank(input.envelopes) ? Number.NaN : Number(input.envelopes);
  const budget = amountOf(input.rainBudget ?? '');
  const min = amountOf(input.minAmount ?? '');
  // An empty field is passed as an invalid one, and the problems it raises dropped below.
  const problems = validateEnvelopeRain({
    budgetMinor: budget === null ? -1n : toMinor(budget),
    envelopes: count,
    minMinor: min === null ? (null as unknown as bigint) : toMinor(min),
  }).filter((code) => {
    if (code === 'ENVELOPES_OUT_OF_RANGE') return !isBlank(input.envelopes);
    if (code === 'MIN_NOT_POSITIVE') return !isBlank(input.minAmount);
    return !isBlank(input.rainBudget);
  });
  const envelopes = problems.includes('ENVELOPES_OUT_OF_RANGE') || isBlank(input.envelopes) ? null : count;
  const minOk = min !== null && !problems.includes('MIN_NOT_POSITIVE');
  // A budget the envelopes' minimums do not fit gives no average (it would be below the least).
  const budgetOk = budget !== null && budget > 0 && !problems.some((code) => code.startsWith('BUDGET_'));
  return {
    problems,
    timeProblem: minutes === null ? null : rainTimeProblem(typed, minutes),
    times,
    minutes,
    envelopes,
    budget: budgetOk ? budget : null,
    min: minOk ? min : null,
    least: envelopes !== null && minOk ? fromMinor(BigInt(envelopes) * toMinor(min)) : null,
    average: budgetOk && envelopes !== null ? fromMinor(toMinor(budget) / BigInt(envelopes)) : null,
    mostPerDay: budgetOk && times.length > 0 ? fromMinor(toMinor(budget) * BigInt(times.length)) : null,
  };
}

/** A red-envelope rain's terms, for the preview's sentence. */
export interface RainPreview {
  /** The times in the order of the day. */
  times: string[];
  minutes: number;
  envelopes: number;
  budget: number;
  min: number;
  average: number;
  /** Whole times an envelope to bet before a withdrawal (0 = none). */
  multiple: number;
}

/**
 * What a rain pays under the rules being written; null while a time, the minutes, the envelopes,
 * the budget or the least amount is missing or refused, or the rains overlap.
 */
export function rainPreview(input: Partial<RainInput> & { turnoverMultiple?: string }): RainPreview | null {
  const view = rainView(input);
  const { minutes, envelopes, budget, min, average } = view;
  const allTimes = view.times.length === (input.times ?? []).length && view.times.length > 0;
  if (!allTimes || view.timeProblem !== null || view.problems.length > 0) return null;
  if (minutes === null || envelopes === null || budget === null || min === null || average === null)
    return null;
  const multiple = Math.floor(amountOf(input.turnoverMultiple ?? '') ?? 0);
  return { times: view.times, minutes, envelopes, budget, min, average, multiple };
}

const list = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
/** The times as a sentence names them: "12:00", "12:00 and 20:00", "08:00, 12:00 and 20:00". */
export const timesText = (times: readonly string[]) => list.format(times);
