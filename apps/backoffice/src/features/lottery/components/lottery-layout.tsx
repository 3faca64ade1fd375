import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './lottery.css';

/** The house lottery: terms, schedules, draws, manual results. */
export function LotteryLayout() {
  const { t } = useTranslation('lottery');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/lottery', text: t('sections.terms') },
          { to: '/lottery/schedules', text: t('sections.schedules') },
          { to: '/lottery/draws', text: t('sections.draws') },
          { to: '/lottery/results', text: t('sections.results') },
        ]}
      />
      <Outlet />
    </>
  );
}
