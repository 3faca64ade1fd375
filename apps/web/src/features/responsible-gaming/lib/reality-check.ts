import type { TFunction } from 'i18next';

export const MINUTE_MS = 60_000;

/**
 * When the next reality check is due: the first `startedAt + k × interval` (k ≥ 1) after `now`,
 * so checks keep to the session's own clock however late the page was opened or reloaded.
 */
export function nextCheckAt(startedAt: number, intervalMs: number, now: number): number {
  const k = Math.max(1, Math.floor((now - startedAt) / intervalMs) + 1);
  return startedAt + k * intervalMs;
}

/** "1 hour and 5 minutes", "2 hours", "45 minutes": how long the player has been playing. */
export function playedFor(t: TFunction, totalMinutes: number): string {
  const whole = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  const minutesText = t('responsibleGaming.minutes', { count: minutes });
  if (hours === 0) return minutesText;
  const hoursText = t('responsibleGaming.check.hours', { count: hours });
  if (minutes === 0) return hoursText;
  return t('responsibleGaming.check.hoursMinutes', { hours: hoursText, minutes: minutesText });
}
