import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './responsible-gaming.css';

/**
 * Responsible gaming: the players, the review list, the refusals report, the markers of harm and
 * the help organisations, one header.
 */
export function RgLayout() {
  const { t } = useTranslation('responsible-gaming');
  return (
    <div data-testid="bo-rg-page">
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/responsible-gaming', text: t('sections.players'), testId: 'bo-rg-players-tab' },
          { to: '/responsible-gaming/reviews', text: t('sections.reviews'), testId: 'bo-rg-reviews-tab' },
          { to: '/responsible-gaming/refusals', text: t('sections.refusals'), testId: 'bo-rg-refusals-tab' },
          { to: '/responsible-gaming/markers', text: t('sections.markers'), testId: 'bo-rg-markers-tab' },
          { to: '/responsible-gaming/help', text: t('sections.help'), testId: 'bo-rg-help-tab' },
        ]}
      />
      <Outlet />
    </div>
  );
}
