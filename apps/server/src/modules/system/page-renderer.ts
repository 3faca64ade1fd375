import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, SystemStatus } from '@bet/contracts/constants';
import type { LanesResponse } from '@bet/contracts/games/catalogue';
import { categoryPageAt } from '@bet/contracts/games/category-pages';
import type { ServedPage, ServedPageJson } from '@bet/contracts/system/served-data';
import type { SystemStatusResponse } from '@bet/contracts/system/status';

/** What the web's server build (apps/web/src/app/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(
    url: string,
    status: SystemStatusResponse,
    lanes: LanesResponse,
    served: ServedPage,
  ): Promise<string>;
}

/**
 * The public pages a visitor lands on, drawn by the server (decision 0043): the ones with the
 * full site frame that need no login and whose content is there without a call. Others, and any
 * address with a query, are drawn by the browser as before.
 */
const SERVER_DRAWN_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/index',
  '/index.html',
  '/home',
  '/promotions',
  '/noticePage',
  '/help',
  '/join',
  // Not /down: its tabs follow the visitor's device, which only the browser knows.
]);

const ENTRY_FILE = 'entry-server.js';
/** One address per drawn page, drawn once at start (`warmUpDrawnPages`). */
const PAGES_TO_WARM = ['/', '/promotions', '/noticePage', '/help', '/join', '/rng'];

/** Distinct (page, merchant settings) pairs kept drawn; a settings change draws them anew. */
const CACHE_SIZE = 64;

export interface PageRenderer {
  /**
   * The markup of `#root` for a visitor's first view of `url`, or undefined (the browser draws it),
   * from the status, vendor-lanes and the page's own answers (`served`) the document carries.
   */
  render(
    url: string,
    statusJson: string,
    lanesJson: string,
    served?: ServedPageJson,
  ): Promise<string | undefined>;
}

/**
 * Draws a visitor's first page with the web's server build, in English, from the status and lanes
 * answers the document carries. The markup depends only on the page and the merchant's settings
 * and catalogue, so it is kept (64 entries) and the visitor's own part of the status (address,
 * country) is left out of the key. Renders run one at a time: the web build keeps its status and
 * language in module state.
 */
export function createPageRenderer(
  ssrDir: string,
  nodeEnv: 'development' | 'production' | 'test',
): PageRenderer | undefined {
  const entryFile = path.join(ssrDir, ENTRY_FILE);
  if (!fs.existsSync(entryFile)) return undefined;
  // React and the router pick their build by it when first imported: the production one unless told.
  process.env.NODE_ENV ??= nodeEnv;
  let entry: Promise<ServerEntry> | undefined;
  const cache = new Map<string, string>();
  let queue: Promise<unknown> = Promise.resolve();

  return {
    async render(url, statusJson, lanesJson, served = {}) {
      // A category page only with its first games: without, the server would draw the frame and a
      // spinner, and hydrating that costs a phone more than it saves (Lighthouse: /rng 88 → 81).
      const drawable = SERVER_DRAWN_PATHS.has(url) || (served.games !== undefined && categoryPageAt(url));
      if (!drawable) return undefined;
      const status = JSON.parse(statusJson) as SystemStatusResponse;
      // The browser draws in the visitor's language; the server only in the one a newcomer gets.
      if (status.status !== SystemStatus.normal) return undefined;
      if (!status.info.merchant.languages.includes(DEFAULT_LANGUAGE)) return undefined;
      // A brand that requires login sends a newcomer from every drawn page to /login (the web's
      // route guard): there is nothing to draw.
      if (status.info.merchant.loggedInToHomepage) return undefined;
      const { location: _visitor, ...settings } = status;
      const key = `${url}\n${JSON.stringify(settings)}\n${lanesJson}\n${served.games ?? ''}\n${served.promotions ?? ''}`;
      const kept = cache.get(key);
      if (kept !== undefined) return kept;
      entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
      const { renderPage } = await entry;
      const lanes = JSON.parse(lanesJson) as LanesResponse;
      const page: ServedPage = {
        games: served.games ? (JSON.parse(served.games) as ServedPage['games']) : undefined,
        promotions: served.promotions
          ? (JSON.parse(served.promotions) as ServedPage['promotions'])
          : undefined,
      };
      const drawn = queue.then(() => renderPage(url, status, lanes, page));
      queue = drawn.catch(() => undefined);
      const markup = await drawn;
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, markup);
      return markup;
    },
  };
}

/**
 * A process's first drawing of a page waits for its lazy parts to load (~0.5 s on home): each page
 * is asked for once after start, so no visitor waits for it. One at a time, in the background;
 * a failure is only logged (the visitor's request draws it again).
 */
export async function warmUpDrawnPages(app: FastifyInstance, ssrDir: string): Promise<void> {
  if (!fs.existsSync(path.join(ssrDir, ENTRY_FILE))) return;
  for (const url of PAGES_TO_WARM) {
    const res = await app
      .inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      .catch(() => undefined);
    if (res?.statusCode !== 200) app.log.warn({ url, status: res?.statusCode }, 'page warm-up failed');
  }
}
