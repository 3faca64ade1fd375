import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/shared/api/api-error';
import { formPath, type PromotionForm } from './promotion-form';

/**
 * The sentence of a field's error: the form's own (`form.error.<key>`: end after start, English
 * required …) or the console's shared one per issue code (`common:field.<code>`); `values` fill
 * it (a bound).
 */
export function promotionErrorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | undefined } | undefined,
  values?: Record<string, string>,
): string | undefined {
  if (!error) return undefined;
  const key = error.message || error.type;
  const common = t(`common:field.${key}`, { defaultValue: t('common:field.invalid') });
  return t(`promotions:form.error.${key}`, { ...values, defaultValue: common });
}

/**
 * Puts a refused save's field errors under the form's fields (`kind`, the one saved: a draw's
 * rules have their own fields); answers whether any took one.
 */
export function applyPromotionFieldErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  kind: PromotionForm['kind'],
): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  for (const field of error.fields)
    setError(formPath(field.path.split('.'), field.code, kind) as Path<F>, {
      type: 'server',
      message: field.code,
    });
  return true;
}
