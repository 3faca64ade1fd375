import { request } from '@playwright/test';
import { BASE_URL } from './constants';

/** The server's report time zone (REPORT_TIME_ZONE's default): contract days close at its midnight. */
export const REPORT_TIME_ZONE = 'Asia/Manila';

/**
 * Moves the server's settlement clock forward (`POST /test/clock`, served only with
 * TEST_CLOCK_CONTROL=true and NODE_ENV=test) and answers the clock's new time (epoch ms).
 */
export async function advanceSettlementClock(advanceMs: number): Promise<number> {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  try {
    const res = await ctx.post('/test/clock', { data: { advanceMs } });
    if (!res.ok()) throw new Error(`/test/clock failed: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { now: number }).now;
  } finally {
    await ctx.dispose();
  }
}

/** The daily period key (`2026-11-25`) of the day holding `time` in the report time zone. */
export const dayKey = (time: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date(time));
