import fp from 'fastify-plugin';
import { isApiPath } from './errors.js';

/** Origins (or paths) a feature adds to one directive of the document CSP; nothing by default. */
export interface ExtraCspSources {
  connect?: readonly string[];
  script?: readonly string[];
  frame?: readonly string[];
}

/**
 * Strict Content-Security-Policy: only our own scripts and styles (no inline code), images
 * also from CDNs over https and data: (generated QR codes), games framed from https vendors;
 * the page calls only us. `extra` adds a feature's sources when it is on (Firebase SMS: its auth
 * API to call, the reCAPTCHA script and frames).
 */
const csp = (extra: ExtraCspSources) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...(extra.script ?? [])].join(' '),
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...(extra.connect ?? [])].join(' '),
    ["frame-src 'self' https:", ...(extra.frame ?? [])].join(' '),
    // The lite app: its service worker (/sw.js) and web manifest, from us only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join(';');

/**
 * The same headers on every answer, built once (helmet rebuilt them per request, which cost
 * the busiest route about 5 % of its throughput).
 */
export const documentSecurityHeaders = (extra: ExtraCspSources = {}): Readonly<Record<string, string>> => ({
  'content-security-policy': csp(extra),
  // Support windows are opened with window.open and need no opener access either way.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * JSON answers of the API are never rendered as documents, so they carry OWASP's short API set
 * instead: nothing may load or frame them, no sniffing, no referrer. Fewer bytes on the busiest
 * calls (the status call is read on every page load) and stricter than the document set.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export const securityHeadersPlugin = fp(async (app, options: { extraSources?: ExtraCspSources }) => {
  const documentHeaders = documentSecurityHeaders(options.extraSources);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApiPath(request.url) ? API_SECURITY_HEADERS : documentHeaders);
  });
});
