import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@bet/contracts/constants';
import { getCurrentLanguage, setCurrentLanguage, storedLanguage } from './current-language';
import { CATALOGUE_OF, HTML_LANG_OF } from './languages';

type Catalogue = Record<string, unknown>;

/**
 * Every catalogue loads on demand, EN too (it is the largest single part of the start-up code,
 * and it downloads while the page is still starting). EN is also the fallback, loaded with
 * any other language so a missing key never shows as a raw key.
 */
const lazyCatalogues: Record<Language, () => Promise<{ default: Catalogue }>> = {
  EN: () => import('../../locales/en/translation.json'),
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
  // The server renders first pages too (entry-server.tsx), where there is no document.
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG_OF[language];
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: CATALOGUE_OF[language],
      fallbackLng: 'en',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
      showSupportNotice: false,
    });
  }
  await loadAndSwitch(language);
}

async function ensureCatalogue(language: Language) {
  const key = CATALOGUE_OF[language];
  if (i18n.hasResourceBundle(key, 'translation')) return;
  try {
    i18n.addResourceBundle(key, 'translation', (await lazyCatalogues[language]()).default);
  } catch {
    /* catalogue failed to load: the English fallback still reads well */
  }
}

async function loadAndSwitch(language: Language) {
  await Promise.all([ensureCatalogue(language), ensureCatalogue(DEFAULT_LANGUAGE)]);
  // Two quick switches: the catalogue loaded last must not win over the language chosen last.
  if (getCurrentLanguage() !== language) return;
  await i18n.changeLanguage(CATALOGUE_OF[language]);
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
