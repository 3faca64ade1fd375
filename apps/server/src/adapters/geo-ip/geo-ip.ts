import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Reader, type CountryResponse } from 'maxmind';

/** Tells the country of a request: ISO 3166-1 alpha-2 upper case, or null when unknown. */
export interface GeoIp {
  countryOf(request: {
    ip: string;
    remoteAddress: string | undefined;
    headers: IncomingHttpHeaders;
  }): string | null;
}

const COUNTRY = /^[A-Z]{2}$/;

/**
 * Default adapter: the country comes from a header set by the proxy in front of us (e.g.
 * Cloudflare's `CF-IPCountry`), believed only when the connection comes from a trusted proxy
 * address, so that a visitor cannot choose their own country. Optionally falls back to a
 * MaxMind country database on the client address.
 */
export function createGeoIp(opts: {
  headerName: string;
  trustedProxies: readonly string[];
  maxmindDbPath?: string | undefined;
}): GeoIp {
  const trusted = new Set(opts.trustedProxies);
  const reader = opts.maxmindDbPath
    ? new Reader<CountryResponse>(fs.readFileSync(opts.maxmindDbPath))
    : undefined;

  return {
    countryOf({ ip, remoteAddress, headers }) {
      if (remoteAddress && trusted.has(remoteAddress)) {
        const raw = headers[opts.headerName];
        const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
        if (value && COUNTRY.test(value)) return value;
      }
      const fromDb = reader?.get(ip)?.country?.iso_code;
      return fromDb && COUNTRY.test(fromDb) ? fromDb : null;
    },
  };
}
