import type { TFunction } from 'i18next';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import type { Problem } from '../../lib/amount';

/**
 * The `error.<code>` problem of a failed call, with its value: a refusal by the player's own limit
 * says which limit, what is left and when it resets.
 */
export const failureProblem = (error: unknown): Problem => errorMessage(error);

/** Translates a problem; an error code the catalogue does not know reads as a system error. */
export function problemText(t: TFunction, problem: Problem | null | undefined): string | null {
  if (!problem) return null;
  if (problem.key.startsWith('error.')) return messageText(t, { key: problem.key, detail: problem.detail });
  return t(problem.key, problem.values);
}

export type Problems<K extends string> = Partial<Record<K, Problem>>;

/** Only the fields that have a problem. */
export const onlyProblems = <K extends string>(checks: Record<K, Problem | null>): Problems<K> =>
  Object.fromEntries(Object.entries(checks).filter(([, problem]) => problem)) as Problems<K>;
