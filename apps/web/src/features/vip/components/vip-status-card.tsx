import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@bet/contracts/vip/vip';
import { hasVipService } from '@bet/contracts/vip/vip-rules';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useVipProgress } from '../api/vip-progress';
import { formatDay } from '../lib/vip-format';
import { VipCrest } from './vip-crest';
import { VipProgressDetails, VipProgressSkeleton } from './vip-progress';

const CREST_SIZE = 72;

/** The card's stand-in while the player's level loads: the same boxes as the card. */
function StatusSkeleton({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="vip-status"
      aria-labelledby={titleId}
      aria-busy="true"
      data-testid="vip-status-loading"
    >
      <div className="vip-status-head">
        <span className="vip-skeleton-block vip-status-crest-skeleton" aria-hidden="true" />
        <div className="vip-status-text">
          <h2 id={titleId} className="vip-status-label">
            {t('vip.card.title')}
          </h2>
          <p className="vip-status-name" aria-hidden="true">
            <span className="vip-skeleton-line" style={{ width: '6ch' }} />
          </p>
          <p className="vip-status-since" aria-hidden="true">
            <span className="vip-skeleton-line" style={{ width: '12ch' }} />
          </p>
        </div>
      </div>
      <VipProgressSkeleton />
      <p className="visually-hidden">{t('vip.card.loading')}</p>
    </section>
  );
}

interface VipStatusCardProps {
  currencySymbol: string;
  /** The merchant's levels, once loaded (whether the level has VIP customer service). */
  levels: readonly VipLevel[] | undefined;
}

/**
 * The player's card on /vip: their level with its crest, since when, VIP customer service when
 * the level has it, the below-level warning, and the bars to the next level (or the top reached).
 */
export function VipStatusCard({ currencySymbol, levels }: VipStatusCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const progress = useVipProgress();
  if (progress.isPending) return <StatusSkeleton titleId={titleId} />;
  if (progress.isError)
    return (
      <section className="vip-status" aria-labelledby={titleId} data-testid="vip-status">
        <h2 id={titleId} className="vip-status-label">
          {t('vip.card.title')}
        </h2>
        <FormAlert>{messageText(t, errorMessage(progress.error))}</FormAlert>
        <div>
          <Button variant="secondary" onClick={() => void progress.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </section>
    );
  const mine = progress.data;
  const service =
    levels?.find((entry) => entry.level === mine.level)?.vipService ?? hasVipService(mine.level);
  return (
    <section className="vip-status" aria-labelledby={titleId} data-testid="vip-status">
      <div className="vip-status-head">
        <VipCrest level={mine.level} size={CREST_SIZE} className="vip-status-crest" />
        <div className="vip-status-text">
          <h2 id={titleId} className="vip-status-label">
            {t('vip.card.title')}
          </h2>
          <p className="vip-status-name" data-testid="vip-status-name">
            {mine.name}
          </p>
          <p className="vip-status-since" data-testid="vip-status-since">
            {mine.since === null
              ? t('vip.card.sinceStart')
              : t('vip.card.since', { date: formatDay(mine.since) })}
          </p>
        </div>
        {service ? (
          <p className="vip-chip" data-testid="vip-status-service">
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M3 9V7.5a5 5 0 0 1 10 0V9M3 9h2v4H3.5a.5.5 0 0 1-.5-.5zM13 9h-2v4h1.5a.5.5 0 0 0 .5-.5zM11 13c0 1-1.5 1.5-3 1.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
              />
            </svg>
            {t('vip.card.service')}
          </p>
        ) : null}
      </div>
      <VipProgressDetails progress={mine} currencySymbol={currencySymbol} testId="vip-status" />
    </section>
  );
}

/** A visitor's stand-in for the card: what the club gives, and the site's login dialog. */
export function VipGuestCard({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="vip-status vip-guest" aria-labelledby={titleId} data-testid="vip-guest">
      <div className="vip-status-head">
        <VipCrest level={null} size={CREST_SIZE} className="vip-status-crest" />
        <div className="vip-status-text">
          <h2 id={titleId} className="vip-guest-title">
            {t('vip.guest.title')}
          </h2>
          <p className="vip-guest-text">{t('vip.guest.text')}</p>
        </div>
      </div>
      <div>
        <Button className="vip-guest-login" onClick={onLogin} data-testid="vip-guest-login">
          {t('vip.guest.login')}
        </Button>
      </div>
    </section>
  );
}
