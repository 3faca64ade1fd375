import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsBody } from '../api/vitals';

type Sample = VitalsBody['metrics'][number];

/**
 * Reports this page view's Core Web Vitals to the server, labelled with the route pattern the
 * visitor landed on (`/rng`, never the address with its query). web-vitals measures the document,
 * not soft navigations, so one page load is one page view. Metrics are kept, the latest value per
 * name, and sent in one batch when the page is hidden or left (the moment CLS and INP are final);
 * a later hide sends only what changed since. `send` comes from the caller, so this lazy chunk
 * imports nothing the initial bundle shares (a shared module would split the initial chunks).
 */
export function startVitalsReporter(route: string, send: (body: VitalsBody) => void): void {
  const pending = new Map<Sample['name'], Sample>();
  const keep = ({ name, value }: Metric) => {
    // web-vitals also knows metrics the contract does not take (FID in older versions).
    if (name === 'LCP' || name === 'CLS' || name === 'INP' || name === 'FCP' || name === 'TTFB') {
      pending.set(name, { name, value });
    }
  };
  const flush = () => {
    if (pending.size === 0) return;
    send({ route, metrics: [...pending.values()] });
    pending.clear();
  };

  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  onFCP(keep);
  onTTFB(keep);
  // web-vitals listens in the capture phase: by the time these run, it has reported what the hide
  // finalised. pagehide covers browsers that leave without a visibilitychange.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
