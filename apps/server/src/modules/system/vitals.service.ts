import { Histogram, Registry } from 'prom-client';
import { SITE_PATHS, type VitalName, type VitalsRequest } from '@bet/contracts/system/vitals';

/** The label of every route the site does not declare: the label set stays bounded. */
export const OTHER_ROUTE = 'other';

/**
 * Buckets around Google's thresholds (web.dev/vitals): each metric's "good" and "poor" limits are
 * bucket edges, so the share of good and poor page views reads straight off the histogram.
 */
const histogramSpecs: Record<VitalName, { name: string; help: string; toUnit: number; buckets: number[] }> = {
  // good ≤ 2.5 s, poor > 4 s
  LCP: {
    name: 'web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint from real browsers, by route',
    toUnit: 1 / 1000,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  },
  // good ≤ 0.1, poor > 0.25
  CLS: {
    name: 'web_vitals_cls',
    help: 'Cumulative Layout Shift from real browsers, by route',
    toUnit: 1,
    buckets: [0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  },
  // good ≤ 200 ms, poor > 500 ms
  INP: {
    name: 'web_vitals_inp_seconds',
    help: 'Interaction to Next Paint from real browsers, by route',
    toUnit: 1 / 1000,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2],
  },
  // good ≤ 1.8 s, poor > 3 s
  FCP: {
    name: 'web_vitals_fcp_seconds',
    help: 'First Contentful Paint from real browsers, by route',
    toUnit: 1 / 1000,
    buckets: [0.5, 1, 1.8, 2.5, 3, 4, 6, 10],
  },
  // good ≤ 0.8 s, poor > 1.8 s
  TTFB: {
    name: 'web_vitals_ttfb_seconds',
    help: 'Time to First Byte from real browsers, by route',
    toUnit: 1 / 1000,
    buckets: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6],
  },
};

const knownRoutes: ReadonlySet<string> = new Set(SITE_PATHS);

/**
 * Real-user Core Web Vitals as Prometheus histograms per route. The service owns its registry; the
 * metrics plugin serves it on `/metrics` beside its own (infrastructure imports no module).
 */
export class WebVitalsService {
  readonly registry = new Registry();
  private readonly histograms: Record<VitalName, { histogram: Histogram<'route'>; toUnit: number }>;

  constructor() {
    const entries = Object.entries(histogramSpecs).map(([name, spec]) => [
      name,
      {
        toUnit: spec.toUnit,
        histogram: new Histogram({
          name: spec.name,
          help: spec.help,
          labelNames: ['route'] as const,
          buckets: spec.buckets,
          registers: [this.registry],
        }),
      },
    ]);
    this.histograms = Object.fromEntries(entries) as typeof this.histograms;
  }

  /** Records one page view's batch; returns the number of samples recorded. */
  record(batch: VitalsRequest): number {
    const route = knownRoutes.has(batch.route) ? batch.route : OTHER_ROUTE;
    for (const { name, value } of batch.metrics) {
      const { histogram, toUnit } = this.histograms[name];
      histogram.observe({ route }, value * toUnit);
    }
    return batch.metrics.length;
  }
}
