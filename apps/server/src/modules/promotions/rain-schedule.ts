import { periodAt, zonedInstant } from '../agent-settlement/contract-periods.js';

/** One rain: its key (`yyyy-mm-ddTHH:MM`, the report time zone) and when it falls, [start, end). */
export interface Rain {
  key: string;
  start: Date;
  end: Date;
}

/**
 * The rain falling at `now` (live), else the next one within the promotion's run; null when none
 * is to come in the next day (the promotion has ended, or starts later). Rains are read from
 * yesterday's times (a late rain may still fall after midnight), today's and tomorrow's.
 */
export function rainAt(
  rules: { times: string[]; minutes: number },
  timeZone: string,
  run: { startsAt: Date; endsAt: Date | null },
  now: Date,
): { rain: Rain; live: boolean } | null {
  const today = periodAt('D', timeZone, now);
  const days = [
    periodAt('D', timeZone, new Date(today.start.getTime() - 1)),
    today,
    periodAt('D', timeZone, today.end),
  ];
  const rains = days
    .flatMap((day) =>
      rules.times.map((time) => {
        const key = `${day.key}T${time}`;
        const start = zonedInstant(timeZone, key);
        return { key, start, end: new Date(start.getTime() + rules.minutes * 60_000) };
      }),
    )
    .filter((r) => r.start >= run.startsAt && (run.endsAt === null || r.start < run.endsAt))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const live = rains.find((r) => r.start <= now && now < r.end);
  if (live) return { rain: live, live: true };
  const next = rains.find((r) => r.start > now);
  return next ? { rain: next, live: false } : null;
}
