import { afterEach, describe, expect, it } from 'vitest';
import { getCurrentLanguage } from './current-language';
import { changeLanguage, i18n, initI18n } from './i18n';

describe('changeLanguage', () => {
  afterEach(() => changeLanguage('EN'));

  it('two quick switches: the language chosen last wins, not the catalogue loaded last', async () => {
    await initI18n('EN');
    // Tagalog's catalogue loads (a chunk); English is already there and would switch first.
    const toTagalog = changeLanguage('TY');
    const backToEnglish = changeLanguage('EN');
    await Promise.all([toTagalog, backToEnglish]);
    expect(getCurrentLanguage()).toBe('EN');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
