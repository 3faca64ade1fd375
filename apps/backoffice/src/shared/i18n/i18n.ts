import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The console is in English first (issue 13). Each feature owns one namespace, a file
 * `src/locales/en/<namespace>.json`; `common` (shell, buttons) and `errors` (every error code)
 * are shared. Loaded eagerly: the console is an operator tool on a desk, not a phone page.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const en = Object.fromEntries(
  Object.entries(files).map(([file, catalogue]) => [/([\w-]+)\.json$/.exec(file)![1]!, catalogue]),
);

export const NAMESPACES = Object.keys(en);

export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en },
      lng: 'en',
      fallbackLng: 'en',
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  }
  return i18n;
}
