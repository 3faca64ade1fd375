import type { ResourceEntry } from '@bet/contracts/system/status';
import type { AppPlatform } from './detect-platform';

export interface AppEntry {
  platform: AppPlatform;
  /** What the button and the QR code open. */
  url: string;
}

/**
 * The download page's entries, in the spec's order: the iOS and Android apps the merchant lists
 * in its resources, and always the lite app — this site installed from the browser, at the
 * merchant's LITE address when it lists one.
 */
export function appEntries(resources: readonly ResourceEntry[], origin: string): AppEntry[] {
  const url = (type: AppPlatform) => resources.find((r) => r.resourceType === type)?.url;
  const entries: AppEntry[] = [];
  for (const platform of ['IOS', 'ANDROID'] as const) {
    const link = url(platform);
    if (link) entries.push({ platform, url: link });
  }
  entries.push({ platform: 'LITE', url: url('LITE') ?? `${origin}/?source=pwa` });
  return entries;
}

/** The tab shown first: the visitor's platform when it has an entry, else the lite app (always there). */
export const firstPlatform = (entries: readonly AppEntry[], visitor: AppPlatform): AppPlatform =>
  entries.some((e) => e.platform === visitor) ? visitor : 'LITE';
