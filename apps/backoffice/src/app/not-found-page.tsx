import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </>
  );
}
