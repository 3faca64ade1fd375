import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LANGUAGE } from '@bet/contracts/constants';
import type { LanesResponse } from '@bet/contracts/games/catalogue';
import type { ServedPage } from '@bet/contracts/system/served-data';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { adoptServedGames } from '@/features/games/api/games';
import { adoptServerLanes } from '@/features/games/api/vendor-lanes';
import { adoptServedPromotions } from '@/features/promotions/api/promotions';
import { adoptServerStatus } from '@/features/system/api/system-status';
import { initI18n } from '@/shared/i18n/i18n';
import { App } from './app';
import { createQueryClient } from './providers';
import { preloadSectionOf } from './router';

/** Enough for the lazy parts a page nests (a section, then its own parts). */
const MAX_PASSES = 8;

/**
 * The server's render of a visitor's first page (decision 0043): the same App the browser runs,
 * in English, with the status, lanes and the page's own answers (`served`: a category page's first
 * games, the promotions list) the document carries, so
 * the page paints before any script runs and the browser then hydrates it. Built by `vite build --ssr` into dist-ssr/; the server calls
 * `renderPage` and puts the markup into `#root`.
 */
export async function renderPage(
  pathname: string,
  status: SystemStatusResponse,
  lanes: LanesResponse,
  served: ServedPage = {},
): Promise<string> {
  await initI18n(DEFAULT_LANGUAGE);
  await adoptServerStatus(status);
  adoptServerLanes(lanes);
  await preloadSectionOf(pathname);
  const queryClient = createQueryClient();
  if (served.games) adoptServedGames(queryClient, served.games);
  if (served.promotions) adoptServedPromotions(queryClient, served.promotions);
  const app = (
    <StrictMode>
      <App location={pathname} queryClient={queryClient} />
    </StrictMode>
  );
  // A lazy part not loaded yet comes out as its fallback, marked for the browser to draw (<!--$!-->):
  // draw again once it has loaded (files on this disk: milliseconds; waits double, 2.5 s in all).
  // Only a process's first drawing of a page waits: the parts stay loaded. Drawn in one pass;
  // React's streaming render would send a late part as a template and an inline script, which the
  // CSP (script-src 'self') does not run.
  for (let pass = 1; ; pass++) {
    const html = renderToString(app);
    if (!html.includes('<!--$!-->') || pass === MAX_PASSES) return html;
    await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** pass));
  }
}
