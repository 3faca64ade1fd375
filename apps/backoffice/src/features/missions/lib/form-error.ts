import type { TFunction } from 'i18next';
import type { UseFormSetError } from 'react-hook-form';
import type { MissionTask } from '@bet/contracts/missions/mission-rules';
import { ApiError } from '@/shared/api/api-error';
import { formPath, targetMessage, type MissionForm } from './mission-form';

/**
 * The sentence of a field's error: the form's own (`form.error.<key>`: the target's bounds, bets
 * only …) or the console's shared one per issue code (`common:field.<code>`). `values` fill the
 * sentence (the target's maximum).
 */
export function missionErrorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | undefined } | undefined,
  values: Record<string, string> = {},
): string | undefined {
  if (!error) return undefined;
  const key = error.message || error.type;
  const common = t(`common:field.${key}`, { defaultValue: t('common:field.invalid') });
  return t(`missions:form.error.${key}`, { ...values, defaultValue: common });
}

/**
 * Puts a refused save's field errors under the form's fields (the target's and the category's in
 * the form's own words); answers whether any took one.
 */
export function applyMissionFieldErrors(
  error: unknown,
  setError: UseFormSetError<MissionForm>,
  task: MissionTask,
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  for (const field of error.fields) {
    const name = formPath(field.path.split('.'));
    const message =
      name === 'target'
        ? targetMessage(task)
        : name === 'category' && field.code === 'custom'
          ? 'betsOnly'
          : field.code;
    setError(name, { type: 'server', message });
  }
  return true;
}
