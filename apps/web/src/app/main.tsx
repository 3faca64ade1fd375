import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptInlinedLanes } from '@/features/games/api/vendor-lanes';
import { categoryPageAt } from '@bet/contracts/games/category-pages';
import { PROMOTIONS_PAGE } from '@bet/contracts/system/served-data';
import { adoptInlinedStatus } from '@/features/system/api/system-status';
import { sendVitals } from '@/features/system/api/vitals';
import { initI18n } from '@/shared/i18n/i18n';
import { holdAnswersUntilHydrated } from '@/shared/lib/hydration-gate';
import { listenForInstallPrompt } from '@/shared/lib/pwa-install';
import '@/shared/theme/theme.css';
import { App } from './app';
import { createQueryClient } from './providers';
import { routePatternOf } from './route-pattern';
import { preloadFrame } from './layouts/site-layout';
import { preloadSectionOf } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// First render once the visitor's catalogue is in, so a Tagalog visitor never sees English flash,
// with the status and lanes the served document carries, so the shell paints without waiting for a
// call (the lanes are that merchant's: adopted only with its status), and
// with the landing page's section (the server preloads it on home), so the page paints whole. A
// transition renders in slices that leave the main thread free between them (Total Blocking Time).
// A page the server drew (decision 0043) is hydrated, unless this visitor's page differs from what
// the server draws for a newcomer (theme-init.js marks a stored session or language): then the
// browser draws it anew, as it does every page the server did not draw.
const serverDrawn = root.hasAttribute('data-ssr') && !document.documentElement.hasAttribute('data-own-page');
const queryClient = createQueryClient();
// A category page's games and the promotions list: the ones the document carries, in place before
// the first render (the server drew them), or the games call, started while the page's code loads
// (landing-data.ts; its own chunk, loaded beside the rest: other pages need none).
const landingData =
  categoryPageAt(location.pathname) || location.pathname === PROMOTIONS_PAGE
    ? import('./landing-data')
    : undefined;
const served = initI18n().then(async () => {
  if (!(await adoptInlinedStatus())) return;
  adoptInlinedLanes();
  await (await landingData)?.prefetchLandingData(queryClient, location);
});
const ready = Promise.all([
  served,
  preloadSectionOf(location.pathname),
  serverDrawn ? preloadFrame() : undefined,
]);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
void ready.finally(() =>
  startTransition(() => {
    if (serverDrawn) {
      holdAnswersUntilHydrated();
      // A mismatch is mended by React drawing that part again; the visitor sees the same page.
      hydrateRoot(root, app, { onRecoverableError: () => undefined });
      return;
    }
    root.replaceChildren();
    createRoot(root).render(app);
  }),
);

// Real-user Web Vitals (issue 11): the reporter and web-vitals load after the page has loaded, in a
// chunk of their own, so the first paint waits for neither; the metrics are buffered until then.
// web-vitals measures the document's load, so the label is the route the visitor landed on.
// Only web-vitals and the reporter are lazy: a lazy chunk importing modules the initial chunks share
// makes Rollup split those chunks further, which costs more initial bytes than these few lines.
const landingRoute = routePatternOf(location.pathname);
const startVitals = () =>
  void import('@/features/system/lib/vitals-reporter').then(({ startVitalsReporter }) =>
    startVitalsReporter(landingRoute, sendVitals),
  );
if (document.readyState === 'complete') startVitals();
else addEventListener('load', startVitals, { once: true });

// The lite app (issue 14): the install offer is kept for the download page; the service worker
// registers after load, in production builds only, named after this entry chunk (a new build, a
// new worker) — its code in a chunk of its own, off the first paint's bytes.
listenForInstallPrompt();
if (import.meta.env.PROD) {
  const entry = import.meta.url;
  const startWorker = () =>
    void import('@/shared/lib/pwa-register').then(({ registerServiceWorker }) =>
      registerServiceWorker(entry),
    );
  if (document.readyState === 'complete') startWorker();
  else addEventListener('load', startWorker, { once: true });
}
