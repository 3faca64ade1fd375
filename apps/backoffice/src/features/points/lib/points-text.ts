import type { TFunction } from 'i18next';
import { POINT_MULTIPLIER_MAX, POINT_RATIO_MAX, convertStep } from '@bet/contracts/points/points-rules';
import type { ReceivingAddress } from '@bet/contracts/points/points';
import { formatCount, formatMoney, formatPoints } from '@/shared/lib/format';

/** A number typed in a form, or null while it is empty or not a finite number. */
export function typedNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

const wholeIn = (value: number | null, min: number, max: number): value is number =>
  value !== null && Number.isInteger(value) && value >= min && value <= max;

/**
 * The points a percent earns per 1.00 ("0.70" for 70 %), as the form's hints show it while the
 * operator types; "…" while the percent is not a whole number the contract takes.
 */
export function pointsPerUnit(percentText: string | undefined): string {
  const percent = typedNumber(percentText);
  return wholeIn(percent, 0, POINT_MULTIPLIER_MAX) ? formatPoints(percent / 100) : '…';
}

/**
 * What a typed ratio means: the points that buy 1.00 and the step a conversion goes by (whole
 * cents only; `count` for the plural), or null while the ratio is not one the contract takes.
 */
export function ratioFacts(
  ratioText: string | undefined,
): { ratio: string; step: string; count: number } | null {
  const ratio = typedNumber(ratioText);
  if (!wholeIn(ratio, 1, POINT_RATIO_MAX)) return null;
  const step = convertStep(ratio);
  return { ratio: formatCount(ratio), step: formatCount(step), count: step };
}

/** An item's deposit requirement in words: "Deposits of 500.00 in 30 days", or "None". */
export function requirementText(
  t: TFunction,
  requirement: { depositAmount: number; days: number } | null,
): string {
  return requirement
    ? t('points:requirementOf', { amount: formatMoney(requirement.depositAmount), count: requirement.days })
    : t('points:noRequirement');
}

/** Where goods go, on one line (the CSV export and screen readers). */
export const addressText = (address: ReceivingAddress | null): string =>
  address ? `${address.name}, ${address.phone}, ${address.address}` : '';
