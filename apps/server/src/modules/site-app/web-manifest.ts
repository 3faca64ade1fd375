import type { WebManifest } from '@bet/contracts/content/site-app';
import type { LiteAppSetting } from '@bet/contracts/operator/operator-site-app';
import { ICON_SIZES } from './pwa-icon.js';

/** BCP 47 tags of the site's languages (TY is Tagalog). */
const LANG_TAGS: Record<string, string> = {
  EN: 'en',
  TY: 'tl',
  CN: 'zh',
  ID: 'id',
  TH: 'th',
  VI: 'vi',
  JA: 'ja',
};

/** A short name a home screen shows whole: the first word(s) within 12 characters. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  const words = trimmed.split(/\s+/);
  let short = '';
  for (const word of words) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > 12) break;
    short = next;
  }
  return short || trimmed.slice(0, 12);
}

/**
 * The web manifest of one merchant's lite app: its site name, its colours, icons drawn for it
 * (`v` changes with the colours, so a new colour is a new icon URL), opened standalone at
 * `/?source=pwa` with the whole site in scope.
 */
export function buildWebManifest(merchant: {
  code: string;
  name: string;
  defaultLanguage: string;
  isDefault: boolean;
  liteApp: LiteAppSetting;
}): WebManifest {
  const { liteApp } = merchant;
  const version = `${liteApp.backgroundColor}${liteApp.accentColor}`.replace(/#/g, '');
  const merchantParam = merchant.isDefault ? '' : `merchant=${encodeURIComponent(merchant.code)}&`;
  const icons = ICON_SIZES.flatMap((size) =>
    (['any', 'maskable'] as const).map((purpose) => ({
      src: `/pwa/icon-${size}.png?${merchantParam}v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  );
  return {
    id: '/?source=pwa',
    name: merchant.name,
    short_name: shortNameOf(merchant.name),
    description: merchant.name,
    lang: LANG_TAGS[merchant.defaultLanguage] ?? 'en',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: liteApp.themeColor,
    background_color: liteApp.backgroundColor,
    icons,
  };
}
