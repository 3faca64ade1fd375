import { useTranslation } from 'react-i18next';
import type { PromotionRepeat, PromotionState } from '@bet/contracts/promotions/promotion-rules';
import type { RaffleProgress as RaffleFacts } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { daysAndClock, sameLocalDay } from '../lib/countdown';
import { formatClock, formatShortTime, withSymbol } from '../lib/promotion-format';
import { rafflePeriod, type RaffleReward } from '../lib/raffle';
import { useCountdown } from '../model/use-countdown';
import { NextStep } from './next-step';
import { ProgressFacts } from './progress-facts';
import { RaffleLastDraw } from './raffle-last-draw';
import './raffle.css';

interface RaffleProgressProps {
  promotionId: number;
  reward: RaffleReward;
  repeat: PromotionRepeat;
  state: PromotionState;
  raffle: RaffleFacts;
  currencySymbol: string;
  /** The deposit page, for a draw whose entries are earned by deposits. */
  onDeposit?: () => void;
}

/**
 * A prize draw on /promoDetail, for everyone (a visitor too: when the next draw is, how to enter):
 * the next draw's time and the time until then; a joined player's entries, what counted and the
 * bar toward the next entry (or that the period's most are earned); anyone else open to join, what
 * an entry takes; and the last draw's winners. A closed draw (paused, ended) tells no next draw,
 * which would pay nothing, but still its last winners.
 */
export function RaffleProgress(props: RaffleProgressProps) {
  const { t } = useTranslation();
  const { promotionId, reward, repeat, state, raffle, currencySymbol, onDeposit } = props;
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  const period = rafflePeriod(repeat);
  const open = state !== 'CLOSED';
  const entries = raffle.entries;
  return (
    <div className="promo-raffle" data-testid="promo-raffle">
      {open ? <NextDraw drawsAt={raffle.drawsAt} /> : null}
      {open && entries ? (
        <div className="raffle-mine">
          <p className="raffle-entries" data-testid="raffle-entries">
            <span className="raffle-entries-count">{entries.tickets}</span>
            <span className="raffle-entries-label">
              {t('promotions.raffle.entries', { count: entries.tickets })}
            </span>
          </p>
          <ProgressFacts
            items={[
              [t(`promotions.raffle.counted.${reward.basis}.${period}`), money(entries.basis)],
              [t(`promotions.table.entriesMax.${period}`), String(reward.ticketsMax)],
            ]}
            testId="raffle-facts"
          />
          <NextStep
            testIdPrefix="raffle"
            basis={reward.basis}
            step={reward.ticketStep}
            toNext={entries.toNextTicket}
            nextKey={`promotions.raffle.nextEntry.${reward.basis}`}
            maxedKey={`promotions.raffle.maxed.${period}`}
            currencySymbol={currencySymbol}
            onDeposit={onDeposit}
          />
        </div>
      ) : state === 'JOIN' ? (
        // A visitor or a player yet to join: what an entry takes, before pressing Join.
        <p className="promo-status-note" data-testid="raffle-invite">
          {t(`promotions.raffle.invite.${reward.basis}`, { amount: money(reward.ticketStep) })}
        </p>
      ) : null}
      {raffle.lastDraw ? (
        <RaffleLastDraw promotionId={promotionId} draw={raffle.lastDraw} currencySymbol={currencySymbol} />
      ) : null}
    </div>
  );
}

/**
 * When the next draw is made and the time until then. The clock ticks each second without being
 * announced (a timer); the headline above it is a status, which changes (and is announced) only
 * when the draw is due. At 0 the page refreshes: the winners and the next draw arrive.
 */
function NextDraw({ drawsAt }: { drawsAt: number }) {
  const { t } = useTranslation();
  const countdown = useCountdown(drawsAt);
  const seconds = countdown.seconds ?? 0;
  const time = sameLocalDay(drawsAt, countdown.now) ? formatClock(drawsAt) : formatShortTime(drawsAt);
  const { days, clock } = daysAndClock(seconds);
  return (
    <div className="raffle-next">
      <p className="raffle-headline" role="status" data-testid="raffle-headline">
        {seconds > 0 ? t('promotions.raffle.nextDraw', { time }) : t('promotions.raffle.drawing')}
      </p>
      <p className="raffle-countdown" data-testid="raffle-countdown">
        <span>{t('promotions.raffle.drawsIn')}</span>{' '}
        <span className="raffle-clock" role="timer" data-testid="raffle-clock">
          {days > 0 ? t('promotions.raffle.clockDays', { count: days, clock }) : clock}
        </span>
      </p>
    </div>
  );
}
