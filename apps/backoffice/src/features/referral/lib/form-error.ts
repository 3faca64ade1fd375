import type { TFunction } from 'i18next';
import { REFERRAL_TIERS_MAX } from '@bet/contracts/referral/referral';
import { formatCount } from '@/shared/lib/format';

/** The contract's bounds, named in the table's sentences. */
const LIMITS = { tiersMax: formatCount(REFERRAL_TIERS_MAX) };

/**
 * The sentence of a field's error in the referral tiers table: the form's own
 * (`referral:form.error.<key>`, a field's bounds, the cross-row rules) or the console's shared one
 * per issue code (`common:field.<code>`). `values` fill it (the tier before's figure).
 */
export function referralErrorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | undefined } | undefined,
  values: Record<string, string> = {},
): string | undefined {
  if (!error) return undefined;
  const key = error.message || error.type;
  const common = t(`common:field.${key}`, { defaultValue: t('common:field.invalid') });
  return t(`referral:form.error.${key}`, { ...LIMITS, ...values, defaultValue: common });
}
