import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCan } from '@/shared/auth/use-can';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './promotions.css';

/**
 * Promotions: the list (and its editor and codes), the claims queue and the cost report, one
 * header. The cost report is a money report: only roles with `reports` see its link.
 */
export function PromotionsLayout() {
  const { t } = useTranslation('promotions');
  const canReport = useCan('reports');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/promotions', text: t('sections.list') },
          { to: '/promotions/claims', text: t('sections.claims') },
          ...(canReport ? [{ to: '/promotions/report', text: t('sections.costReport') }] : []),
        ]}
      />
      <Outlet />
    </>
  );
}
