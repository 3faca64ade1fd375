import { useTranslation } from 'react-i18next';
import './ui.css';

/** A loading indicator with a translated accessible label. */
export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? 'spinner-wrap spinner-full' : 'spinner-wrap'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
