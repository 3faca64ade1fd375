import {
  SESSION_LIMIT_MINUTES,
  setLimitRequest,
  type LimitKind,
  type LimitPeriod,
  type SetLimitRequest,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { amountOfText } from '@bet/contracts/wallet/amount-rules';

/** The limit form as typed: which limit, and its new value as text (money, or minutes for SESSION). */
export interface LimitFormValues {
  kind: LimitKind;
  period: LimitPeriod;
  value: string;
}

/** A message key with its values, translated at render. */
export interface LimitProblem {
  key: string;
  values?: Record<string, number>;
}

const WHOLE_MINUTES = /^[0-9]{1,5}$/;

/** The period the form sends: a SESSION limit has only the SESSION period, a money limit never has it. */
export const periodFor = (kind: LimitKind, period: LimitPeriod): LimitPeriod =>
  kind === 'SESSION' ? 'SESSION' : period === 'SESSION' ? 'DAY' : period;

/** What is wrong with a value the schema refused, in the player's terms. */
const problemFor = (kind: LimitKind): LimitProblem =>
  kind === 'SESSION'
    ? { key: 'responsibleGaming.form.invalidMinutes', values: { ...SESSION_LIMIT_MINUTES } }
    : { key: 'responsibleGaming.form.invalidAmount' };

/**
 * The request for the form's values (`remove`: the limit goes, value null), checked by the
 * contract's own `setLimitRequest` schema, the one the server checks it with; or the problem.
 */
export function limitRequestOf(
  values: LimitFormValues,
  remove = false,
): { request: SetLimitRequest } | { problem: LimitProblem } {
  const { kind } = values;
  const period = periodFor(kind, values.period);
  let value: number | null = null;
  if (!remove) {
    const text = values.value.trim();
    if (!text) return { problem: { key: 'responsibleGaming.form.required' } };
    // NaN for text that is not a number at all: the schema refuses it like any other bad value.
    if (kind === 'SESSION') value = WHOLE_MINUTES.test(text) ? Number(text) : Number.NaN;
    else value = amountOfText(text) ?? Number.NaN;
  }
  const parsed = setLimitRequest.safeParse({ kind, period, value });
  return parsed.success ? { request: parsed.data } : { problem: problemFor(kind) };
}
