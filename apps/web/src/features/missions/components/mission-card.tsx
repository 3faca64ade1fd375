import { useTranslation } from 'react-i18next';
import type { MissionCard } from '@bet/contracts/missions/missions';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { rewardText, timeLeftText } from '../lib/mission-format';
import { missionTitle, progressShare, progressText } from '../lib/mission-title';
import { ClockIcon, MissionIcon } from './mission-icon';

interface MissionCardProps {
  mission: MissionCard;
  currencySymbol: string;
  /** The clock the time left counts from (one for every card). */
  now: number;
  onClaim: (id: number) => void;
  /** This card's claim is out. */
  claiming: boolean;
  /** Another card's claim is out: one at a time. */
  claimLocked: boolean;
  /** Why this card's last claim failed, if it did. */
  error: unknown;
}

/**
 * One mission: the task's picture, its title and reward, the progress bar with its numbers, the
 * time left in its period, and the action: Claim when complete, else its state as a pill. Every
 * card has the same boxes, so a row lines up whatever state each card is in.
 */
export function MissionCardView({
  mission,
  currencySymbol,
  now,
  onClaim,
  claiming,
  claimLocked,
  error,
}: MissionCardProps) {
  const { t } = useTranslation();
  const titleId = `mission-${mission.id}-title`;
  const progress = progressText(mission, currencySymbol);
  const share = progressShare(mission);
  return (
    <article
      className={`mission-card mission-card-${mission.state}`}
      aria-labelledby={titleId}
      data-testid={`mission-${mission.id}`}
      data-state={mission.state}
      data-task={mission.task}
    >
      <div className="mission-card-head">
        <MissionIcon task={mission.task} />
        <div className="mission-card-heading">
          <h5 id={titleId} className="mission-card-title" data-testid={`mission-${mission.id}-title`}>
            {missionTitle(t, mission, currencySymbol)}
          </h5>
          <p className="mission-card-reward">
            <span className="visually-hidden">{t('missions.reward')}: </span>
            <strong data-testid={`mission-${mission.id}-reward`}>
              {rewardText(currencySymbol, mission.reward)}
            </strong>{' '}
            <small className="mission-card-turnover">
              {mission.turnoverMultiple > 0
                ? t('missions.turnover', { multiple: mission.turnoverMultiple })
                : t('missions.noTurnover')}
            </small>
          </p>
        </div>
      </div>
      <div className="mission-progress">
        <div className="mission-progress-numbers">
          <span data-testid={`mission-${mission.id}-progress`}>{progress}</span>
          <span aria-hidden="true">{Math.floor(share * 100)}%</span>
        </div>
        <div
          className="mission-bar"
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={mission.progress}
          aria-valuetext={progress}
          data-testid={`mission-${mission.id}-bar`}
        >
          <span className="mission-bar-fill" style={{ transform: `scaleX(${share})` }} />
        </div>
      </div>
      <div className="mission-card-foot">
        <span className="mission-time" data-testid={`mission-${mission.id}-time`}>
          <ClockIcon />
          {timeLeftText(t, mission.periodEndsAt, now)}
        </span>
        {mission.state === 'CLAIM' ? (
          <Button
            size="sm"
            className="mission-claim"
            disabled={claiming || claimLocked}
            aria-busy={claiming || undefined}
            onClick={() => onClaim(mission.id)}
            data-testid={`mission-${mission.id}-claim`}
          >
            {claiming ? t('missions.claiming') : t('missions.claim')}
          </Button>
        ) : (
          <span
            className={`mission-pill mission-pill-${mission.state}`}
            data-testid={`mission-${mission.id}-state`}
          >
            {mission.state === 'CLAIMED' ? (
              <svg viewBox="0 0 12 12" width="11" height="11" aria-hidden="true" focusable="false">
                <path
                  d="M2 6.4l2.6 2.5L10 3.2"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            ) : null}
            {t(`missions.state.${mission.state}`)}
          </span>
        )}
      </div>
      {error ? (
        <p className="mission-error" role="alert" data-testid={`mission-${mission.id}-error`}>
          {messageText(t, errorMessage(error))}
        </p>
      ) : null}
    </article>
  );
}

/** A card's stand-in while the missions load: the same boxes, so nothing moves when they arrive. */
export function MissionCardSkeleton() {
  return (
    <div className="mission-card mission-card-skeleton" aria-hidden="true">
      <div className="mission-card-head">
        <span className="mission-icon mission-skeleton-block" />
        <div className="mission-card-heading">
          <div className="mission-card-title">
            <span className="mission-skeleton-line" style={{ width: '85%' }} />
          </div>
          <p className="mission-card-reward">
            <span className="mission-skeleton-line" style={{ width: '40%' }} />
          </p>
        </div>
      </div>
      <div className="mission-progress">
        <div className="mission-progress-numbers">
          <span className="mission-skeleton-line" style={{ width: '35%' }} />
        </div>
        <div className="mission-bar" />
      </div>
      <div className="mission-card-foot">
        <span className="mission-skeleton-line" style={{ width: '40%' }} />
        <span className="mission-skeleton-button" />
      </div>
    </div>
  );
}
