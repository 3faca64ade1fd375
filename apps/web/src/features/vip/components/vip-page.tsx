import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/session-store';
import { useVipLevels } from '../api/vip-levels';
import { useVipProgress } from '../api/vip-progress';
import { VipCrest } from './vip-crest';
import { VipHistory } from './vip-history';
import { VipHowItWorks } from './vip-how-it-works';
import { VipLevelsTable } from './vip-levels-table';
import { VipGuestCard, VipStatusCard } from './vip-status-card';
import './vip.css';

export interface VipPageProps {
  /** The merchant's currency symbol (handed in by src/app, from the site settings). */
  currencySymbol: string;
  /** Opens the site's login dialog: a visitor's card asks for a login. */
  onLogin: () => void;
}

/**
 * /vip (issue 18), a page of its own without the site's header and footer: a hero with the
 * player's crest, their level card (a visitor: why to log in), every level with its benefits,
 * the player's history of levels and how levels work; a link back home.
 */
export function VipPage({ currencySymbol, onLogin }: VipPageProps) {
  const { t } = useTranslation();
  const member = Boolean(useSession((s) => s.token));
  const levels = useVipLevels();
  const progress = useVipProgress();
  const playerLevel = member ? (progress.data?.level ?? null) : null;
  return (
    <section className="vip-page" data-testid="page-vip" aria-labelledby="page-vip-title">
      <header className="vip-hero">
        <div className="vip-hero-text">
          <Link to="/" className="vip-home" data-testid="vip-home">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M10 3L5 8l5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('common.backHome')}
          </Link>
          <p className="vip-hero-kicker">{t('vip.hero.kicker')}</p>
          <h1 id="page-vip-title" className="vip-hero-title">
            {t('pages.vip.title')}
          </h1>
          <p className="vip-hero-description">{t('pages.vip.description')}</p>
        </div>
        <div className="vip-hero-art">
          <span className="vip-hero-glow" aria-hidden="true" />
          <VipCrest level={playerLevel} size={132} className="vip-hero-crest" />
        </div>
      </header>

      {member ? (
        <VipStatusCard currencySymbol={currencySymbol} levels={levels.data?.levels} />
      ) : (
        <VipGuestCard onLogin={onLogin} />
      )}

      <section className="vip-section" aria-labelledby="vip-levels-title">
        <h2 id="vip-levels-title" className="vip-section-title">
          {t('vip.levels.title')}
        </h2>
        {levels.isError ? null : (
          <p className="vip-section-hint">
            {levels.data ? (
              t('vip.levels.hint', { count: levels.data.periodDays })
            ) : (
              <span className="vip-skeleton-line" style={{ width: '50%' }} aria-hidden="true" />
            )}
          </p>
        )}
        <VipLevelsTable levels={levels} playerLevel={playerLevel} currencySymbol={currencySymbol} />
      </section>

      {member && !progress.isError ? (
        <section className="vip-section" aria-labelledby="vip-history-title">
          <h2 id="vip-history-title" className="vip-section-title">
            {t('vip.history.title')}
          </h2>
          <VipHistory
            history={progress.data?.history}
            levels={levels.data?.levels}
            currencySymbol={currencySymbol}
          />
        </section>
      ) : null}

      <section className="vip-section" aria-labelledby="vip-how-title">
        <h2 id="vip-how-title" className="vip-section-title">
          {t('vip.how.title')}
        </h2>
        <VipHowItWorks settings={levels.data} />
      </section>

      <p className="vip-foot">
        <Link to="/" data-testid="vip-home-foot">
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}

export default VipPage;
