import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageHeader } from '@/shared/ui/panel';
import { SectionNav } from '@/shared/ui/section-nav';
import './games.css';

/** Games: vendors, the catalogue's games, the house games' limits. */
export function GamesLayout() {
  const { t } = useTranslation('games');
  return (
    <>
      <PageHeader title={t('title')} />
      <SectionNav
        label={t('sections.label')}
        links={[
          { to: '/games', text: t('sections.vendors') },
          { to: '/games/list', text: t('sections.games') },
          { to: '/games/house', text: t('sections.house') },
        ]}
      />
      <Outlet />
    </>
  );
}
