import { LANGUAGES, type Language } from '@bet/contracts/constants';

/** i18next resource key of each site language code (and the catalogue folder name). */
export const CATALOGUE_OF: Record<Language, string> = {
  EN: 'en',
  TY: 'ty',
  CN: 'cn',
  ID: 'id',
  TH: 'th',
  VI: 'vi',
  JA: 'ja',
};

/** BCP 47 tag for `<html lang>` (screen readers, hyphenation). TY is Tagalog. */
export const HTML_LANG_OF: Record<Language, string> = {
  EN: 'en',
  TY: 'tl',
  CN: 'zh-CN',
  ID: 'id',
  TH: 'th',
  VI: 'vi',
  JA: 'ja',
};

/** Each language's own name, so a visitor can find theirs whatever the current language. */
export const NATIVE_NAME_OF: Record<Language, string> = {
  EN: 'English',
  TY: 'Tagalog',
  CN: '中文',
  ID: 'Bahasa Indonesia',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  JA: '日本語',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
