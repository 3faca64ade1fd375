import type { FastifyRequest } from 'fastify';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import type { GeoIp } from '../../adapters/geo-ip/geo-ip.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import type { PageRenderer } from './page-renderer.js';
import type { SystemService } from './system.service.js';

/** The element ids the web app reads the inlined answers from (apps/web `takeServedData`). */
export const INLINED_STATUS_ID = 'boot-status';
export const INLINED_LANES_ID = 'boot-lanes';

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
 * otherwise grow when they arrive); on home a preload of the first banner, the largest thing
 * painted there; and on the public pages the page itself, drawn by the server from those answers
 * (`renderer`, when the web's server build is there).
 */
export function siteDocument(deps: {
  system: SystemService;
  merchants: MerchantService;
  /** The vendor-lanes answer of a merchant, as the lanes call answers it (the games lobby's). */
  lanesDocument: (merchantId: number) => Promise<{ readonly json: string }>;
  geoIp: GeoIp;
  renderer?: PageRenderer;
}) {
  return async (request: FastifyRequest, page: { home: boolean; url: string }): Promise<DocumentParts> => {
    const ctx = await deps.merchants.resolve(undefined);
    const [statusDocument, lanesDocument] = await Promise.all([
      deps.system.status(ctx, visitorOf(request, deps.geoIp)),
      deps.lanesDocument(ctx.merchant.id),
    ]);
    const status = statusDocument.json;
    const lanes = lanesDocument.json;
    const data = dataBlock(INLINED_STATUS_ID, status) + dataBlock(INLINED_LANES_ID, lanes);
    const root = await deps.renderer?.render(page.url, status, lanes).catch((error: unknown) => {
      // The browser draws the page itself, as it would without the server build.
      request.log.warn({ err: error, url: page.url }, 'server render failed');
      return undefined;
    });
    if (!page.home) return { head: data, root };
    const info = (JSON.parse(status) as SystemStatusResponse).info;
    const banner = info.banners.find((b) => b.groupName === 'home');
    const preload = banner
      ? `<link rel="preload" as="image" href="${attribute(banner.url)}" fetchpriority="high">`
      : '';
    return { head: data + preload, root };
  };
}
