import { DEFAULT_LANGUAGE, type Language } from '@bet/contracts/constants';
import { isLanguage } from './languages';

/** The language every API call announces in its `Language` header. */
let current: Language = DEFAULT_LANGUAGE;

export const getCurrentLanguage = (): Language => current;
export const setCurrentLanguage = (language: Language) => {
  current = language;
};

/** The visitor's stored choice (localStorage `lang`), if it is a language the site ships. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem('lang');
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
