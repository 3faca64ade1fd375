import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useVipProgress } from '../api/vip-progress';
import { formatDay } from '../lib/vip-format';
import { VipCrest } from './vip-crest';
import { VipProgressDetails, VipProgressSkeleton } from './vip-progress';
import './vip.css';

const CREST_SIZE = 56;

export interface VipRankCardProps {
  currencySymbol: string;
  /** Called when the player follows the link to /vip (the panel it sits in closes). */
  onNavigate?: () => void;
}

/**
 * The member menu's "player rank" (spec §2): the player's level with its crest, the below-level
 * warning, the bars to the next level (or the top reached), and the way to every level on /vip.
 */
export function VipRankCard({ currencySymbol, onNavigate }: VipRankCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const progress = useVipProgress();
  const mine = progress.data;
  return (
    <section
      className="vip-rank"
      aria-labelledby={titleId}
      aria-busy={progress.isPending || undefined}
      data-testid="vip-rank-card"
    >
      {progress.isError ? (
        <>
          <h3 id={titleId} className="vip-status-label">
            {t('vip.card.title')}
          </h3>
          <div className="vip-problem">
            <FormAlert>{messageText(t, errorMessage(progress.error))}</FormAlert>
            <div>
              <Button variant="secondary" size="sm" onClick={() => void progress.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <>
          <div className="vip-rank-head">
            {mine ? (
              <VipCrest level={mine.level} size={CREST_SIZE} />
            ) : (
              <span className="vip-skeleton-block vip-rank-crest-skeleton" aria-hidden="true" />
            )}
            <div className="vip-status-text">
              <h3 id={titleId} className="vip-status-label">
                {t('vip.card.title')}
              </h3>
              <p className="vip-rank-name" data-testid="vip-rank-name">
                {mine ? (
                  mine.name
                ) : (
                  <span className="vip-skeleton-line" style={{ width: '6ch' }} aria-hidden="true" />
                )}
              </p>
              <p className="vip-status-since">
                {!mine ? (
                  <span className="vip-skeleton-line" style={{ width: '12ch' }} aria-hidden="true" />
                ) : mine.since === null ? (
                  t('vip.card.sinceStart')
                ) : (
                  t('vip.card.since', { date: formatDay(mine.since) })
                )}
              </p>
            </div>
          </div>
          {mine ? (
            <VipProgressDetails progress={mine} currencySymbol={currencySymbol} testId="vip-rank" />
          ) : (
            <>
              <VipProgressSkeleton />
              <p className="visually-hidden">{t('vip.card.loading')}</p>
            </>
          )}
        </>
      )}
      <Link to="/vip" className="vip-rank-link" onClick={onNavigate} data-testid="vip-rank-all">
        {t('vip.rank.seeAll')}
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M6 3l5 5-5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Link>
    </section>
  );
}

export default VipRankCard;
