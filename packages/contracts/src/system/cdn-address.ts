/** Absolute (`https:`, `//host`, `data:`, `blob:`) rather than a path on this site. */
const isAbsoluteUrl = (url: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/**
 * `path` served from the CDN `base` (spec §4, §7), with exactly one slash between them: an
 * absolute address stays as it is, and a CDN of '/' (or none) means this site. Zod-free and shared:
 * the server preloads the very address the web will ask for.
 */
export function cdnAddress(path: string, base: string | undefined): string {
  if (!path || !base || base === '/' || isAbsoluteUrl(path)) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
