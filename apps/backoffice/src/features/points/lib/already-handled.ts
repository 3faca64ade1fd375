import type { TFunction } from 'i18next';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { alreadyHandled } from '@bet/contracts/operator/operator-queues';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/i18n/error-text';

/** Whether a refusal says another operator decided the redemption first. */
export const isAlreadyHandled = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === ErrorCodes.operatorAlreadyHandled;

/**
 * The sentence for a refused decision, as the money queues say it: "Already handled by
 * finance2 (approved)." when another operator won the race, else the error code's sentence.
 */
export function decisionErrorText(t: TFunction, error: unknown): string {
  if (!isAlreadyHandled(error)) return errorText(t, error);
  const parsed = alreadyHandled.safeParse(error.value);
  if (!parsed.success) return errorText(t, error);
  const state = t(`points:handledState.${parsed.data.status}`, {
    defaultValue: parsed.data.status.toLowerCase(),
  });
  return parsed.data.by
    ? t('points:handled.by', { by: parsed.data.by, state })
    : t('points:handled.noName', { state });
}
