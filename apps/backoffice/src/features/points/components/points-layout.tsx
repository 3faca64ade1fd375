import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './points.css';

/** Points: the rules, the mall's items and the redeem queue, one header. */
export function PointsLayout() {
  const { t } = useTranslation('points');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/points', text: t('sections.settings') },
          { to: '/points/items', text: t('sections.items') },
          { to: '/points/redemptions', text: t('sections.redemptions') },
        ]}
      />
      <Outlet />
    </>
  );
}
