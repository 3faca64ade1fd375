import type { FastifyRequest } from 'fastify';
import { categoryPageAt, type CategoryPageName } from '@bet/contracts/games/category-pages';
import { cdnAddress } from '@bet/contracts/system/cdn-address';
import {
  PROMOTIONS_PAGE,
  SERVED_DATA,
  type ServedCategoryGames,
  type ServedPageJson,
} from '@bet/contracts/system/served-data';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import type { GeoIp } from '../../adapters/geo-ip/geo-ip.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import type { PageRenderer } from './page-renderer.js';
import type { SystemService } from './system.service.js';

/** Who is asking, as the status answer tells it (the region check needs the country). */
export function visitorOf(request: FastifyRequest, geoIp: GeoIp) {
  const country = geoIp.countryOf({
    ip: request.ip,
    remoteAddress: request.socket.remoteAddress,
    headers: request.headers,
  });
  return { ip: request.ip, country };
}

/** JSON inside `<script>`: `<` escaped, so no text of the data can close the element. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** A JSON data block (not a script: the CSP allows none inline). */
const dataBlock = (id: string, json: string) =>
  `<script type="application/json" id="${id}">${scriptSafe(json)}</script>`;
/** The largest thing a page paints, asked for with the page rather than after its code has run. */
const imagePreload = (url: string) =>
  `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high">`;

/** What the served document carries besides the built page: markup for `<head>` and for `#root`. */
export interface DocumentParts {
  head: string;
  /** The page drawn by the server (decision 0043), when it draws this one. */
  root?: string;
}

/**
 * What the served document carries for the first render (issue 11, "paint without waiting"): the
 * status and vendor-lanes answers a visitor's browser would ask for first — for the merchant a
 * first visit gets — as JSON data blocks (the lanes size the navigation and the lobby, which would
 * otherwise grow when they arrive); and a preload of the largest thing the page paints. On home that
 * is the first banner; on a category page (`/rng`, its address without a query) a game picture, so
 * the document carries that page's first games too; the promotions page carries its list (its cards
 * are its largest paint). The public pages come drawn by the server from those answers (`renderer`,
 * when the web's server build is there).
 */
export function siteDocument(deps: {
  system: SystemService;
  merchants: MerchantService;
  /** The vendor-lanes answer of a merchant, as the lanes call answers it (the games lobby's). */
  lanesDocument: (merchantId: number) => Promise<{ readonly json: string }>;
  /** A category page's first games (`ServedCategoryGames`); null when it lists no vendor. */
  categoryGamesDocument: (
    merchantId: number,
    page: CategoryPageName,
  ) => Promise<{ readonly json: string } | null>;
  /** The promotions list a newcomer sees (English, no member), as the promotions call answers it. */
  promotionsDocument: (merchantId: number) => Promise<string>;
  geoIp: GeoIp;
  renderer?: PageRenderer;
}) {
  return async (request: FastifyRequest, page: { home: boolean; url: string }): Promise<DocumentParts> => {
    const ctx = await deps.merchants.resolve(undefined);
    const categoryPage = categoryPageAt(page.url);
    const [statusDocument, lanesDocument, gamesDocument, promotions] = await Promise.all([
      deps.system.status(ctx, visitorOf(request, deps.geoIp)),
      deps.lanesDocument(ctx.merchant.id),
      categoryPage ? deps.categoryGamesDocument(ctx.merchant.id, categoryPage) : null,
      page.url === PROMOTIONS_PAGE ? deps.promotionsDocument(ctx.merchant.id) : undefined,
    ]);
    const status = statusDocument.json;
    const lanes = lanesDocument.json;
    const served: ServedPageJson = { games: gamesDocument?.json, promotions };
    const root = await deps.renderer?.render(page.url, status, lanes, served).catch((error: unknown) => {
      // The browser draws the page itself, as it would without the server build.
      request.log.warn({ err: error, url: page.url }, 'server render failed');
      return undefined;
    });
    let head = dataBlock(SERVED_DATA.status, status) + dataBlock(SERVED_DATA.lanes, lanes);
    const info = (JSON.parse(status) as SystemStatusResponse).info;
    if (promotions) head += dataBlock(SERVED_DATA.promotions, promotions);
    if (gamesDocument) {
      head += dataBlock(SERVED_DATA.categoryGames, gamesDocument.json);
      const picture = firstPictureOf(JSON.parse(gamesDocument.json) as ServedCategoryGames, info.imageCDNs);
      if (picture) head += imagePreload(picture);
    } else if (page.home) {
      const banner = info.banners.find((b) => b.groupName === 'home');
      if (banner) head += imagePreload(banner.url);
    }
    return { head, root };
  };
}

/**
 * The first game's picture, at the address the web will ask for: unknown when the merchant has
 * several image CDNs, as the browser picks one at random (apps/web `imageUrl`).
 */
function firstPictureOf(served: ServedCategoryGames, imageCdns: readonly string[]): string | undefined {
  const icon = served.answer.games[0]?.icon;
  if (!icon || new Set(imageCdns).size > 1) return undefined;
  return cdnAddress(icon, imageCdns[0]);
}
