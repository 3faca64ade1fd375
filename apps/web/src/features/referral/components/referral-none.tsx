import { useTranslation } from 'react-i18next';

/** "None": a dash on screen, the word for screen readers. */
export function None() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('referral.none')}</span>
    </>
  );
}
