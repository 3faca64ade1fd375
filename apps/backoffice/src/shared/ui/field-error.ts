import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/api-error';

/**
 * The translated text of a field's error. Zod (through the resolver) and the server name the
 * same issue codes (`too_small`, `invalid_format`, …); each has one sentence in `common:field`.
 */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const code = error.type === 'server' ? String(error.message) : error.type;
  return t(`common:field.${code}`, { defaultValue: t('common:field.invalid') });
}

/**
 * Puts a refused call's field errors under their fields; answers whether any field took one
 * (otherwise the caller shows the error code above the form).
 */
export function applyServerFieldErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  for (const field of error.fields) {
    setError(field.path as Path<F>, { type: 'server', message: field.code });
  }
  return true;
}
