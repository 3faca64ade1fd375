import { useTranslation } from 'react-i18next';
import { MISSION_PERIODS, type MissionPeriod } from '@bet/contracts/missions/mission-rules';
import { formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { EmptyState } from '@/shared/ui/page-shell';
import { useMissionSummary } from '../api/mission-summary';
import { claimedText } from '../lib/mission-format';
import { useClock } from '../model/use-clock';
import { useMissionClaim } from '../model/use-mission-claim';
import { MissionCardSkeleton, MissionCardView } from './mission-card';
import { MissionLeaderboard } from './mission-leaderboard';
import './missions.css';

/** Stand-ins while the missions load: two rows of the member centre's two columns. */
const SKELETON_CARDS = 4;

export interface MissionsPageProps {
  /** The merchant's currency symbol (handed in by src/app, from the site settings). */
  currencySymbol: string;
}

/**
 * The member centre's missions (spec §2 `missionLeaderboard`, issue 17): the player's daily and
 * weekly missions as cards with their progress, reward and time left, Claim on a completed one
 * (the amount paid is told in a status line, the cards and the menu's badge update), and this
 * week's leaderboard below.
 */
export function MissionsPage({ currencySymbol }: MissionsPageProps) {
  const { t } = useTranslation();
  const summary = useMissionSummary();
  const claim = useMissionClaim();
  const now = useClock();

  const missions = () => {
    if (summary.isPending)
      return (
        <div className="missions-section" aria-busy="true" data-testid="missions-loading">
          <div className="missions-section-title" aria-hidden="true">
            <span className="mission-skeleton-line" style={{ width: '30%' }} />
          </div>
          <ul className="missions-grid">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <MissionCardSkeleton />
              </li>
            ))}
          </ul>
          <p className="visually-hidden">{t('missions.loading')}</p>
        </div>
      );
    if (summary.isError)
      return (
        <div className="form missions-problem">
          <FormAlert>{messageText(t, errorMessage(summary.error))}</FormAlert>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      );
    const { list, updatedAt } = summary.data;
    if (list.length === 0)
      return (
        <div data-testid="missions-empty">
          <EmptyState>{t('missions.empty')}</EmptyState>
        </div>
      );
    const of = (period: MissionPeriod) => list.filter((mission) => mission.period === period);
    return (
      <>
        {MISSION_PERIODS.filter((period) => of(period).length > 0).map((period) => (
          <section
            key={period}
            className="missions-section"
            aria-labelledby={`missions-${period}`}
            data-testid={`missions-${period}`}
          >
            <h4 id={`missions-${period}`} className="missions-section-title">
              {t(`missions.period.${period}`)}
            </h4>
            <ul className="missions-grid">
              {of(period).map((mission) => (
                <li key={mission.id}>
                  <MissionCardView
                    mission={mission}
                    currencySymbol={currencySymbol}
                    now={now}
                    onClaim={claim.claim}
                    claiming={claim.pendingId === mission.id}
                    claimLocked={claim.pendingId !== null}
                    error={claim.errorOf(mission.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {updatedAt !== null ? (
          <p className="missions-updated" data-testid="missions-updated">
            {t('missions.updatedAt', { time: formatDateTime(updatedAt) })}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <div className="missions-page" data-testid="missions-page">
      <p className="missions-intro">{t('missions.intro')}</p>
      {missions()}
      <MissionLeaderboard currencySymbol={currencySymbol} />
      {/* The claim's answer, at the bottom of the view while the player scrolls. The text is a
          live region that is always there, so a screen reader announces the answer. */}
      <div className="missions-toast-area">
        <div className="missions-toast" data-open={claim.result !== null}>
          <p className="missions-toast-text" role="status" aria-live="polite" data-testid="mission-claimed">
            {claim.result ? claimedText(t, claim.result, currencySymbol) : null}
          </p>
          {claim.result ? (
            <button
              type="button"
              className="missions-toast-close"
              onClick={claim.dismiss}
              aria-label={t('missions.dismiss')}
              data-testid="mission-claimed-close"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default MissionsPage;
