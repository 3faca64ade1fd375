import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@bet/contracts/constants';
import en from '../../locales/en/translation.json';
import { getCurrentLanguage, setCurrentLanguage, storedLanguage } from './current-language';
import { CATALOGUE_OF, HTML_LANG_OF } from './languages';

type Catalogue = Record<string, unknown>;

/**
 * EN (the default and the fallback) ships in the main bundle; every other catalogue loads on
 * demand (TY is complete, the others are partial and fall back to EN for what they lack).
 */
const lazyCatalogues: Partial<Record<Language, () => Promise<{ default: Catalogue }>>> = {
  TY: () => import('../../locales/ty/translation.json'),
  CN: () => import('../../locales/cn/translation.json'),
  ID: () => import('../../locales/id/translation.json'),
  TH: () => import('../../locales/th/translation.json'),
  VI: () => import('../../locales/vi/translation.json'),
  JA: () => import('../../locales/ja/translation.json'),
};

/** Starts i18n in the stored language; resolves once its catalogue is there (at once for EN). */
export async function initI18n(language: Language = storedLanguage() ?? DEFAULT_LANGUAGE): Promise<void> {
  setCurrentLanguage(language);
  document.documentElement.lang = HTML_LANG_OF[language];
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
      lng: CATALOGUE_OF[language],
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
    });
  }
  if (lazyCatalogues[language]) await loadAndSwitch(language);
}

async function loadAndSwitch(language: Language) {
  const key = CATALOGUE_OF[language];
  const load = lazyCatalogues[language];
  if (load && !i18n.hasResourceBundle(key, 'translation')) {
    try {
      i18n.addResourceBundle(key, 'translation', (await load()).default);
    } catch {
      /* catalogue failed to load: English fallback still reads well */
    }
  }
  await i18n.changeLanguage(key);
}

/**
 * Switches the site language: the i18n catalogue, `<html lang>`, the `Language` header of every
 * later call, and the stored choice (`lang`, previous one in `hisLang`, spec §3).
 */
export async function changeLanguage(language: Language) {
  const previous = getCurrentLanguage();
  try {
    if (previous !== language) localStorage.setItem('hisLang', previous);
    localStorage.setItem('lang', language);
  } catch {
    /* storage blocked: the switch still works for this page */
  }
  setCurrentLanguage(language);
  document.documentElement.lang = HTML_LANG_OF[language];
  await loadAndSwitch(language);
}

export { i18n };
