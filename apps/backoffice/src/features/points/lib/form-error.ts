import type { TFunction } from 'i18next';
import {
  MALL_ITEMS_MAX,
  POINT_MULTIPLIER_MAX,
  POINT_RATIO_MAX,
  REQUIREMENT_DAYS_MAX,
} from '@bet/contracts/points/points-rules';
import { formatCount } from '@/shared/lib/format';

/** The contract's bounds, named in the forms' sentences. */
const LIMITS = {
  ratioMax: formatCount(POINT_RATIO_MAX),
  percentMax: formatCount(POINT_MULTIPLIER_MAX),
  daysMax: formatCount(REQUIREMENT_DAYS_MAX),
  itemsMax: formatCount(MALL_ITEMS_MAX),
};

/**
 * The sentence of a field's error in the points forms: the form's own (`points:form.error.<key>`,
 * a field's bounds) or the console's shared one per issue code (`common:field.<code>`).
 */
export function pointsErrorText(
  t: TFunction,
  error: { message?: string | undefined; type?: string | undefined } | undefined,
  values: Record<string, string> = {},
): string | undefined {
  if (!error) return undefined;
  const key = error.message || error.type;
  const common = t(`common:field.${key}`, { defaultValue: t('common:field.invalid') });
  return t(`points:form.error.${key}`, { ...LIMITS, ...values, defaultValue: common });
}
