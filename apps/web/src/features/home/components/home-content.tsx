import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerEntry } from '@bet/contracts/system/status';
import { BannerCarousel } from './banner-carousel';
import { CategoryTiles } from './category-tiles';
import { LobbySection } from './lobby-section';
import { PromoStrip } from './promo-strip';
import { QuickLinks } from './quick-links';
import './home.css';

interface HomeContentProps {
  siteName: string;
  banners: readonly BannerEntry[];
  /**
   * The lobby's live rows, composed by the app from the games feature: hot games, the member's
   * recently played games (absent for visitors), the big wins and the vendor lanes.
   */
  hotGames: ReactNode;
  recentGames?: ReactNode;
  bigWins: ReactNode;
  lanes: ReactNode;
}

/**
 * The home page as a lobby: a compact title, the banners, games first (hot, then the member's
 * recent ones), category pictures, big wins, the vendor lanes, promotions and the other pages.
 * Every block that fills in late keeps its final size from the first paint (skeletons, fixed rows).
 */
export function HomeContent({ siteName, banners, hotGames, recentGames, bigWins, lanes }: HomeContentProps) {
  const { t } = useTranslation();
  return (
    <div className="home-page" data-testid="home-page">
      <h1 className="home-title">{t('home.welcomeTitle', { name: siteName })}</h1>
      <BannerCarousel banners={banners.filter((b) => b.groupName === 'home')} />
      {hotGames}
      {recentGames}
      <LobbySection id="categories" title={t('home.categoriesTitle')}>
        <CategoryTiles />
      </LobbySection>
      {bigWins}
      {lanes}
      <LobbySection
        id="promotions"
        title={t('nav.promotions')}
        more={{ to: '/promotions', text: t('home.seeAll'), label: t('nav.promotions') }}
      >
        <PromoStrip />
      </LobbySection>
      <LobbySection id="more" title={t('home.moreTitle')}>
        <QuickLinks />
      </LobbySection>
      <p className="home-about">{t('home.welcomeText')}</p>
    </div>
  );
}
