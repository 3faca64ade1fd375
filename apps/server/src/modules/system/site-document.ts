import type { FastifyRequest } from 'fastify';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import type { GeoIp } from '../../adapters/geo-ip/geo-ip.js';
import type { MerchantService } from '../merchant/merchant.service.js';
import type { PageRenderer } from './page-renderer.js';
import type { SystemService } from './system.service.js';

/** The element id the web app reads the inlined status from (apps/web system-status.ts). */
export const INLINED_STATUS_ID = 'boot-status';

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

/** What the served document carries besides the built page: markup for `<head>` and for `#root`. */
export interface DocumentParts {
  head: string;
  /** The page drawn by the server (decision 0043), when it draws this one. */
  root?: string;
}

/**
 * What the served document carries for the first render (issue 11, "paint without waiting"): the
 * status answer a visitor's browser would ask for first — for the merchant a first visit gets —
 * as a JSON data block (not a script: the CSP allows none inline), on home a preload of the
 * first banner, the largest thing painted there, and on the public pages the page itself, drawn
 * by the server from that status (`renderer`, when the web's server build is there).
 */
export function siteDocument(deps: {
  system: SystemService;
  merchants: MerchantService;
  geoIp: GeoIp;
  renderer?: PageRenderer;
}) {
  return async (request: FastifyRequest, page: { home: boolean; url: string }): Promise<DocumentParts> => {
    const ctx = await deps.merchants.resolve(undefined);
    const status = (await deps.system.status(ctx, visitorOf(request, deps.geoIp))).json;
    const data = `<script type="application/json" id="${INLINED_STATUS_ID}">${scriptSafe(status)}</script>`;
    const root = await deps.renderer?.render(page.url, status).catch((error: unknown) => {
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
