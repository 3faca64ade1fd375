/**
 * An image path under the image base: one of the merchant's image CDNs, picked at random
 * (spec §7), or this site when it has none.
 */
export function imageUrl(path: string, cdns: readonly string[]): string {
  if (/^(https?:|data:)/.test(path) || cdns.length === 0) return path;
  const base = cdns[Math.floor(Math.random() * cdns.length)]!.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
