import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './promotions.css';

/** Promotions: the list (and its editor and codes) and the claims queue, one header. */
export function PromotionsLayout() {
  const { t } = useTranslation('promotions');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/promotions', text: t('sections.list') },
          { to: '/promotions/claims', text: t('sections.claims') },
        ]}
      />
      <Outlet />
    </>
  );
}
