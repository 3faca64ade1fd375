import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bet/contracts/constants';
import { getCurrentLanguage } from '@/shared/i18n/current-language';
import { changeLanguage } from '@/shared/i18n/i18n';
import { NATIVE_NAME_OF } from '@/shared/i18n/languages';
import { useLanguage } from '@/shared/i18n/use-language';

/** A native select of the merchant's enabled languages, each named in its own language. */
export function LanguageSwitch({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const drawn = useRef(current); // what the page showed when React took it over
  // On a page the server drew, a choice made before React took over (keyboard, or a quick tap)
  // changed the select but may have reached no handler: apply it once the page is React's. A
  // choice React replayed to onChange has already been applied, and React then shows the value it
  // drew: only a select still differing from both is a lost choice.
  useEffect(() => {
    const chosen = select.current?.value as Language | undefined;
    if (chosen && chosen !== drawn.current && chosen !== getCurrentLanguage()) void changeLanguage(chosen);
  }, []);
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        ref={select}
        id={id}
        data-testid="language-switch"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {NATIVE_NAME_OF[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
