import { z } from 'zod';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/** The widest range a report covers, in days (both ends included). */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** A calendar day `yyyy-mm-dd` (in the merchant's report time zone), one that exists. */
export const reportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const ms = dayMs(day);
    return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
  }, 'day');

/**
 * A report's days, `from` and `to` both included. A `to` before `from`, or a range of more than
 * MAX_REPORT_DAYS days, is an error on `to` (shown under that field).
 */
export const reportRangeQuery = z
  .object({ from: reportDay, to: reportDay })
  .refine((r) => dayMs(r.to) >= dayMs(r.from), { path: ['to'], message: 'range.order' })
  .refine((r) => (dayMs(r.to) - dayMs(r.from)) / DAY_MS + 1 <= MAX_REPORT_DAYS, {
    path: ['to'],
    message: 'range.tooLong',
  });
export type ReportRange = z.output<typeof reportRangeQuery>;

/** Money figures are wire amounts (decimal, 2 places), like every other amount of the API. */
const ggrFigures = {
  stake: z.number(),
  payout: z.number(),
  validBet: z.number(),
  /** Gross gaming revenue: stakes − wins (payouts). */
  ggr: z.number(),
  bets: z.number(),
  /** Distinct players of the row's day (a total row: the sum over days, players counted per day). */
  players: z.number(),
};

export const ggrReportRow = z.object({
  day: z.string(),
  vendor: z.string(),
  category: z.string(),
  ...ggrFigures,
});
export const ggrReportResponse = z.object({
  rows: z.array(ggrReportRow),
  totals: z.object(ggrFigures),
});

export const channelReportRow = z.object({
  day: z.string(),
  kind: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  channel: z.string(),
  count: z.number(),
  amount: z.number(),
});
export const channelReportResponse = z.object({
  rows: z.array(channelReportRow),
  totals: z.object({
    depositCount: z.number(),
    deposits: z.number(),
    withdrawalCount: z.number(),
    withdrawals: z.number(),
  }),
});

export const bonusReportRow = z.object({ day: z.string(), count: z.number(), amount: z.number() });
export const bonusReportResponse = z.object({
  rows: z.array(bonusReportRow),
  totals: z.object({ count: z.number(), amount: z.number() }),
});

/** One day of the dashboard's 30 days (every day present, zeros when nothing happened). */
export const dashboardDay = z.object({
  day: z.string(),
  deposits: z.number(),
  depositCount: z.number(),
  withdrawals: z.number(),
  withdrawalCount: z.number(),
  bonuses: z.number(),
  stake: z.number(),
  payout: z.number(),
  ggr: z.number(),
  newPlayers: z.number(),
  activePlayers: z.number(),
});
const ggrShare = z.object({ name: z.string(), stake: z.number(), ggr: z.number(), todayGgr: z.number() });
/** A queue of items waiting for an operator: how many, and since when the oldest waits. */
const pendingQueue = z.object({ count: z.number(), oldestAt: z.string().nullable() });

export const dashboardResponse = z.object({
  timeZone: z.string(),
  today: z.string(),
  /** When the roll-up job last ran (figures are as of then), null before its first run. */
  rolledUpAt: z.string().nullable(),
  /** The last 30 days, oldest first; the last one is today. */
  days: z.array(dashboardDay),
  /** GGR over the 30 days per vendor and per category (with today's), largest first. */
  ggrByVendor: z.array(ggrShare),
  ggrByCategory: z.array(ggrShare),
  pending: z.object({
    deposits: pendingQueue,
    withdrawals: pendingQueue,
    vendorTransfers: pendingQueue,
  }),
});

/**
 * The dashboard (every role: `read`) and the money reports (`reports`: admin and finance), read
 * from the daily aggregate tables the `roll-up-daily-stats` job keeps (issue 13).
 */
export const operatorReportRoutes = {
  getDashboard: op<{ response: Out<typeof dashboardResponse> }>('GET', '/ops/dashboard'),
  ggrReport: op<{ query: In<typeof reportRangeQuery>; response: Out<typeof ggrReportResponse> }>(
    'GET',
    '/ops/reports/ggr',
  ),
  channelReport: op<{ query: In<typeof reportRangeQuery>; response: Out<typeof channelReportResponse> }>(
    'GET',
    '/ops/reports/channels',
  ),
  bonusReport: op<{ query: In<typeof reportRangeQuery>; response: Out<typeof bonusReportResponse> }>(
    'GET',
    '/ops/reports/bonuses',
  ),
};
