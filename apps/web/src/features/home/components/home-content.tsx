import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BannerEntry } from '@bet/contracts/system/status';
import { ThreeSteps } from '@/shared/ui/three-steps';
import { BannerCarousel } from './banner-carousel';
import './home.css';

/** Category shortcuts: every category page of the site, whether or not it has vendors yet. */
const SHORTCUTS = [
  { key: 'LIVE', path: '/live' },
  { key: 'RNG', path: '/rng' },
  { key: 'SPORTS', path: '/sports' },
  { key: 'ESPORTS', path: '/esports' },
  { key: 'FISH', path: '/fish' },
  { key: 'PVP', path: '/pvp' },
  { key: 'ELOTT', path: '/elott' },
  { key: 'LOTT', path: '/lottery' },
] as const;

export function HomeContent({ siteName, banners }: { siteName: string; banners: readonly BannerEntry[] }) {
  const { t } = useTranslation();
  return (
    <div className="home-page" data-testid="home-page">
      <BannerCarousel banners={banners.filter((b) => b.groupName === 'home')} />
      <section className="home-welcome" aria-labelledby="home-welcome-title">
        <h1 id="home-welcome-title">{t('home.welcomeTitle', { name: siteName })}</h1>
        <p>{t('home.welcomeText')}</p>
      </section>
      <ThreeSteps />
      <section aria-labelledby="home-categories-title">
        <h2 id="home-categories-title">{t('home.categoriesTitle')}</h2>
        <ul className="category-grid">
          {SHORTCUTS.map(({ key, path }) => (
            <li key={key}>
              <Link to={path} className={`category-card category-${key.toLowerCase()}`}>
                <span className="category-name">{t(`category.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-links" aria-labelledby="home-more-title">
        <h2 id="home-more-title">{t('home.moreTitle')}</h2>
        <div className="home-link-row">
          <Link to="/promotions">{t('nav.promotions')}</Link>
          <Link to="/pointMall">{t('pages.pointMall.title')}</Link>
          <Link to="/vip">{t('pages.vip.title')}</Link>
          <Link to="/download">{t('pages.download.title')}</Link>
          <Link to="/help">{t('pages.help.title')}</Link>
          <Link to="/join">{t('pages.join.title')}</Link>
        </div>
      </section>
    </div>
  );
}
