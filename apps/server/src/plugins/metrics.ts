import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A counter read when scraped (its source keeps the running total). */
export interface ScrapedCounter {
  name: string;
  help: string;
  read: () => number;
}

/** A gauge read when scraped (a number that goes up and down, e.g. open streams). */
export type ScrapedGauge = ScrapedCounter;

export interface MetricsOptions {
  counters?: ScrapedCounter[];
  gauges?: ScrapedGauge[];
  /** Registries whose metrics a module owns and updates (the real-user Web Vitals histograms). */
  registries?: Registry[];
}

/**
 * Prometheus metrics at `/metrics`: process defaults, request durations by route and status, the
 * counters and gauges the app hands in (the modules own those numbers) and the registries it hands in.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { counters = [], gauges = [], registries = [] }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });

    for (const { name, help, read } of counters) {
      new Counter({
        name,
        help,
        registers: [registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    }

    for (const { name, help, read } of gauges) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    }

    app.addHook('onResponse', async (request, reply) => {
      // The route pattern, never the raw URL: unknown paths must not create new series.
      const route = request.routeOptions.url ?? 'not_found';
      duration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    // One registry to scrape; the handed-in metric objects are shared, so their samples show live.
    const scraped = registries.length > 0 ? Registry.merge([registry, ...registries]) : registry;
    app.get('/metrics', { config: { quietWhenOk: true } }, async (_request, reply) => {
      reply.header('content-type', scraped.contentType);
      return scraped.metrics();
    });
  },
);
