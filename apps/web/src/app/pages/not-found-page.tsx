import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './pages.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="message-page" data-testid="not-found-page">
      <p className="message-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="btn btn-primary btn-md" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
