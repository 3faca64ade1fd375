import type { TFunction } from 'i18next';
import {
  VIP_GRACE_DAYS_MAX,
  VIP_LEVELS_MAX,
  VIP_PERIOD_DAYS_MAX,
  VIP_REBATE_BP_MAX,
} from '@bet/contracts/vip/vip-rules';
import { formatCount } from '@/shared/lib/format';

/** The contract's bounds, named in the table's sentences. */
const LIMITS = {
  periodMax: formatCount(VIP_PERIOD_DAYS_MAX),
  graceMax: formatCount(VIP_GRACE_DAYS_MAX),
  rebateMax: formatCount(VIP_REBATE_BP_MAX / 100),
  levelsMax: formatCount(VIP_LEVELS_MAX),
};

/**
 * The sentence of a field's error in the VIP table: the form's own (`vip:form.error.<key>`, a
 * field's bounds, the cross-row rules) or the console's shared one per issue code
 * (`common:field.<code>`). `values` fill it (the level under's figure).
 */
export function vipErrorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | undefined } | undefined,
  values: Record<string, string> = {},
): string | undefined {
  if (!error) return undefined;
  const key = error.message || error.type;
  const common = t(`common:field.${key}`, { defaultValue: t('common:field.invalid') });
  return t(`vip:form.error.${key}`, { ...LIMITS, ...values, defaultValue: common });
}
