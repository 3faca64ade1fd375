import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RainProgress as RainFacts } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { formatClock, formatShortTime, withSymbol } from '../lib/promotion-format';
import { clockText, sameLocalDay } from '../lib/countdown';
import { averageEnvelope, envelopesLeftShare, type RainReward } from '../lib/rain';
import { useCountdown } from '../model/use-countdown';
import './rain.css';

/** The id of the rain's headline: the rain dialog gives it the focus when its opener is gone. */
export const rainStatusId = (promotionId: number) => `promo-rain-status-${promotionId}`;

interface RainProgressProps {
  promotionId: number;
  reward: RainReward;
  rain: RainFacts;
  currencySymbol: string;
}

/**
 * A red-envelope rain on /promoDetail, for everyone (a visitor too: when to come back): the rain
 * falling now with the time it has left and its envelopes left, or when the next one starts and
 * the time until then; what the player grabbed in this rain; and the schedule. The clock ticks
 * each second without being announced (a timer); the headline above it is a status, which
 * changes, and is announced, only when the rain starts or ends. At 0 the page refreshes.
 */
export function RainProgress({ promotionId, reward, rain, currencySymbol }: RainProgressProps) {
  const { t } = useTranslation();
  const countdown = useCountdown(rain.live ? rain.endsAt : rain.startsAt);
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  const start = sameLocalDay(rain.startsAt, countdown.now)
    ? formatClock(rain.startsAt)
    : formatShortTime(rain.startsAt);
  const allTaken = rain.live && rain.envelopesLeft === 0 && rain.grabbed === null;
  return (
    <div className="promo-rain" data-testid="promo-rain" data-live={rain.live}>
      <div className="rain-now" data-live={rain.live}>
        <p
          className="rain-headline"
          id={rainStatusId(promotionId)}
          tabIndex={-1}
          role="status"
          data-testid="rain-headline"
        >
          {rain.live ? t('promotions.rain.live') : t('promotions.rain.next', { time: start })}
        </p>
        <p className="rain-countdown" data-testid="rain-countdown">
          <span>{t(rain.live ? 'promotions.rain.endsIn' : 'promotions.rain.startsIn')}</span>{' '}
          <span className="rain-clock" role="timer" data-testid="rain-clock">
            {clockText(countdown.seconds ?? 0)}
          </span>
        </p>
        {rain.live ? <EnvelopesLeft left={rain.envelopesLeft} envelopes={rain.envelopes} /> : null}
      </div>
      {rain.grabbed !== null ? (
        <p className="promo-status-note" data-tone="good" data-testid="rain-grabbed">
          {t('promotions.rain.grabbed', { amount: money(rain.grabbed) })}
        </p>
      ) : allTaken ? (
        <p className="promo-status-note" data-tone="muted" data-testid="rain-grabbed">
          {t('promotions.rain.allTaken')}
        </p>
      ) : null}
      <RainSchedule promotionId={promotionId} reward={reward} money={money} />
    </div>
  );
}

/** The live rain's envelopes still to grab, as a bar and in words. */
function EnvelopesLeft({ left, envelopes }: { left: number; envelopes: number }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <div className="rain-left">
      <div
        className="rain-bar"
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={envelopes}
        aria-valuenow={left}
        data-testid="rain-bar"
      >
        <span className="rain-bar-fill" style={{ width: `${envelopesLeftShare(left, envelopes)}%` }} />
      </div>
      <p id={textId} className="rain-left-text" data-testid="rain-left">
        {t('promotions.rain.envelopesLeft', { left, count: envelopes })}
      </p>
    </div>
  );
}

/**
 * When it rains (each day at its times, in the site's time, for its minutes) and how each rain
 * shares its budget: the envelopes, the least one holds and the average.
 */
function RainSchedule({
  promotionId,
  reward,
  money,
}: {
  promotionId: number;
  reward: RainReward;
  money: (value: number) => string;
}) {
  const { t } = useTranslation();
  const headingId = `promo-rain-schedule-${promotionId}`;
  return (
    <section className="rain-schedule" aria-labelledby={headingId}>
      <h3 id={headingId} className="rain-heading">
        {t('promotions.rain.schedule')}
      </h3>
      <p className="rain-schedule-text">{t('promotions.rain.everyDay', { count: reward.minutes })}</p>
      <ul className="rain-times" data-testid="rain-times">
        {reward.times.map((time) => (
          <li key={time}>
            <time dateTime={time}>{time}</time>
          </li>
        ))}
      </ul>
      <p className="rain-schedule-text" data-testid="rain-split">
        {t('promotions.rain.split', {
          amount: money(reward.rainBudget),
          count: reward.envelopes,
          min: money(reward.minAmount),
          average: money(averageEnvelope(reward)),
        })}
      </p>
    </section>
  );
}
