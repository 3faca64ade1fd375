import type { TFunction } from 'i18next';
import { formatRuleMessage, type RuleFailure } from '@bet/contracts/validation';
import { ApiError, errorCodeOf } from '@/shared/api/api-error';
import { errorDetailOptions } from './error-detail';

/**
 * A message for a field or a form, kept as a catalogue key (plus the rule bounds) and
 * translated at render, so switching the language also switches the messages on screen.
 */
export interface FieldMessage {
  key: string;
  /** Rule bounds for "(min)"/"(max)" in rule messages. */
  min?: number;
  max?: number;
  /** A failed call's `value`, for the errors whose message names it (a limit's figures, an end date). */
  detail?: unknown;
}
export type FieldMessages = Partial<Record<string, FieldMessage>>;

export const messageOf = (key: string): FieldMessage => ({ key });

/** The message of a failed rule of the shared engine (spec §5: by pattern id, bounds filled in). */
export const ruleFailureMessage = (failure: RuleFailure): FieldMessage => ({
  key: failure.messageKey,
  min: failure.params.min,
  max: failure.params.max,
});

/** The `error.<code>` message of any thrown value, with the error's value when it has one. */
export const errorMessage = (error: unknown): FieldMessage =>
  error instanceof ApiError && error.value !== undefined
    ? { key: `error.${errorCodeOf(error)}`, detail: error.value }
    : { key: `error.${errorCodeOf(error)}` };

/** Translates a message; an error code the catalogue does not know reads as a system error. */
export function messageText(t: TFunction, message: FieldMessage | null | undefined): string | null {
  if (!message) return null;
  const fallback = message.key.startsWith('error.') ? t('error.system.error') : message.key;
  const detail = message.detail === undefined ? {} : errorDetailOptions(t, message.key, message.detail);
  const template = t(message.key, { defaultValue: fallback, ...detail });
  return message.min === undefined ? template : formatRuleMessage(template, message.min, message.max ?? 0);
}
