import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui/button';
import './pages.css';

/** A section failed to load or render: say so in the visitor's language and offer a reload. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // A failed dynamic import (new deploy, lost network) is a page-load problem, not a bug report.
  const code =
    error instanceof ApiError
      ? error.errorCode
      : error instanceof TypeError
        ? 'network.abnormal'
        : 'system.error';
  return (
    <section className="message-page" data-testid="route-error-page">
      <h1>{t('routeError.title')}</h1>
      <p role="alert">{t(`error.${code}`)}</p>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </section>
  );
}
