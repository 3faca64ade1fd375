import { useTranslation } from 'react-i18next';
import type { Language } from '@bet/contracts/constants';
import { getCurrentLanguage } from './current-language';

/** The current site language code (EN, TY, ...); re-renders when it changes. */
export function useLanguage(): Language {
  useTranslation(); // subscribes to languageChanged
  return getCurrentLanguage();
}
