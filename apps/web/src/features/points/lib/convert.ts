import { convertedMinor, convertStep } from '@bet/contracts/points/points-rules';
import { formatPoints } from './points-format';

/** A message of the points forms: a catalogue key and its values. */
export interface PointsProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** What the conversion form needs of the points config. */
export interface ConvertRules {
  ratio: number;
  convertMin: number;
}

/** The most points one call converts (the contract's bound). */
const POINTS_MAX = 1_000_000_000;

/**
 * The typed points to convert (spec §3: whole points, at least the minimum, in steps that make
 * whole cents, within the balance), with the money (minor units) they give at the ratio; or why
 * they cannot be sent.
 */
export function checkConvert(
  text: string,
  rules: ConvertRules,
  available: number | null,
): { points: number; minor: bigint } | { problem: PointsProblem } {
  const typed = text.trim();
  if (!typed) return { problem: { key: 'points.convert.required' } };
  if (!/^\d{1,10}$/.test(typed) || Number(typed) <= 0 || Number(typed) > POINTS_MAX)
    return { problem: { key: 'points.convert.whole' } };
  const points = Number(typed);
  if (points < rules.convertMin)
    return { problem: { key: 'points.convert.min', values: { min: formatPoints(rules.convertMin) } } };
  const step = convertStep(rules.ratio);
  const minor = convertedMinor(points, rules.ratio);
  if (minor === null || points % step !== 0)
    return { problem: { key: 'points.convert.step', values: { step: formatPoints(step) } } };
  if (available !== null && points > available)
    return { problem: { key: 'points.convert.notEnough', values: { points: formatPoints(available) } } };
  return { points, minor };
}

/**
 * The most points the player can convert now: their whole points, down to a whole step; null when
 * that is below the minimum (nothing to convert yet).
 */
export function maxConvertible(available: number, rules: ConvertRules): number | null {
  const step = convertStep(rules.ratio);
  const most = Math.floor(Math.floor(Math.max(0, available)) / step) * step;
  return most > 0 && most >= rules.convertMin ? Math.min(most, POINTS_MAX) : null;
}
