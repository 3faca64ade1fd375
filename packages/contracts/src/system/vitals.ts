import { z } from 'zod';

/**
 * Core Web Vitals the site reports from real browsers (the `web-vitals` library's names). LCP,
 * FCP, TTFB and INP are milliseconds; CLS has no unit.
 */
export const VITAL_NAMES = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Largest value accepted per metric: anything above is a broken clock or a forged beacon. */
export const VITAL_MAX: Record<VitalName, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 100,
};

/**
 * The site's addresses (spec §2's route table, as the web router declares them; a web test keeps
 * the two equal). The server labels samples with these and collapses anything else into one label.
 */
export const SITE_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/resetPassword',
  '/noticePage',
  '/elott',
  '/live',
  '/fish',
  '/pvp',
  '/promotions',
  '/promoDetail',
  '/help',
  '/down',
  '/join',
  '/sports',
  '/esports',
  '/pointMall',
  '/rng',
  '/bgs',
  '/bingo',
  '/download',
  '*',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/game',
  '/login',
  '/seamless',
  '/vip',
  '/helpmc',
  '/sponsor',
  '/agent',
  '/withdrawal',
] as const;

/** A router pattern: a short path of URL-safe characters (no query, no id), or the catch-all `*`. */
export const routePattern = z.union([z.literal('*'), z.string().regex(/^\/[A-Za-z0-9._-]{0,40}$/)]);

const sample = <N extends VitalName>(name: N) =>
  z.object({ name: z.literal(name), value: z.number().min(0).max(VITAL_MAX[name]) });

export const vitalSample = z.discriminatedUnion('name', [
  sample('LCP'),
  sample('CLS'),
  sample('INP'),
  sample('FCP'),
  sample('TTFB'),
]);
export type VitalSample = z.infer<typeof vitalSample>;

/** `POST /wps/system/vitals` body: one page view's metrics (at most one of each), with its route. */
export const vitalsRequest = z.object({
  route: routePattern,
  metrics: z.array(vitalSample).min(1).max(VITAL_NAMES.length),
});
export type VitalsRequest = z.infer<typeof vitalsRequest>;

/** How many samples were recorded. */
export const vitalsResponse = z.object({ recorded: z.number().int() });
