import { useTranslation } from 'react-i18next';
import type { PromotionRepeat, PromotionState } from '@bet/contracts/promotions/promotion-rules';
import type { WheelProgress as WheelFacts } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { formatShortTime, withSymbol } from '../lib/promotion-format';
import type { WheelReward } from '../lib/wheel';
import { NextStep } from './next-step';
import { ProgressFacts } from './progress-facts';
import './wheel.css';

/** The states in which the player takes part: tickets can be spun (CLAIM) or earned (JOINED). */
const TAKING_PART = new Set<PromotionState>(['CLAIM', 'JOINED']);

/** The id of the tickets figure: the wheel dialog gives it the focus when its opener is gone. */
export const wheelTicketsId = (promotionId: number) => `promo-wheel-tickets-${promotionId}`;

interface WheelProgressProps {
  promotionId: number;
  reward: WheelReward;
  repeat: PromotionRepeat;
  state: PromotionState;
  wheel: WheelFacts;
  currencySymbol: string;
  /** The deposit page, for a wheel whose tickets are earned by deposits. */
  onDeposit?: () => void;
}

/**
 * A lucky wheel as the player takes part: the tickets left (the big figure), what this period has
 * counted and earned, a bar toward the next ticket with what it still takes and where to get it
 * (deposit, or the games), or that the period's most tickets are earned; and the latest spins.
 */
export function WheelProgress(props: WheelProgressProps) {
  const { t } = useTranslation();
  const { promotionId, reward, repeat, state, wheel, currencySymbol } = props;
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  const takingPart = TAKING_PART.has(state);
  const items: [string, string][] = [
    [t(`promotions.wheel.soFar.${reward.basis}.${repeat}`), money(wheel.basis)],
    [
      t(`promotions.wheel.earned.${repeat}`),
      t('promotions.wheel.earnedValue', { earned: wheel.earned, max: reward.ticketsMax }),
    ],
    [t('promotions.wheel.used'), String(wheel.used)],
  ];
  return (
    <div className="promo-wheel" data-testid="promo-wheel">
      {takingPart ? (
        <p
          className="wheel-tickets"
          id={wheelTicketsId(promotionId)}
          tabIndex={-1}
          data-testid="wheel-tickets"
        >
          <span className="wheel-tickets-count">{wheel.left}</span>
          <span className="wheel-tickets-label">
            {t('promotions.wheel.ticketsLeft', { count: wheel.left })}
          </span>
        </p>
      ) : null}
      <ProgressFacts items={items} testId="promo-progress" />
      {takingPart ? (
        <NextStep
          testIdPrefix="wheel"
          basis={reward.basis}
          step={reward.ticketStep}
          toNext={wheel.toNextTicket}
          nextKey={`promotions.wheel.next.${reward.basis}`}
          maxedKey={`promotions.wheel.maxed.${repeat}`}
          currencySymbol={currencySymbol}
          onDeposit={props.onDeposit}
        />
      ) : null}
      <section className="wheel-spins" aria-labelledby={`promo-wheel-spins-${promotionId}`}>
        <h3 id={`promo-wheel-spins-${promotionId}`} className="wheel-heading">
          {t('promotions.wheel.spins')}
        </h3>
        {wheel.spins.length > 0 ? (
          <ol className="wheel-spin-list" data-testid="wheel-spins">
            {wheel.spins.map((spin, index) => (
              <li key={`${spin.at}-${index}`} className="wheel-spin" data-won={spin.amount > 0}>
                <span className="wheel-spin-prize">
                  {spin.amount > 0 ? money(spin.amount) : t('promotions.wheel.noPrize')}
                </span>
                <time className="wheel-spin-time" dateTime={new Date(spin.at).toISOString()}>
                  {formatShortTime(spin.at)}
                </time>
              </li>
            ))}
          </ol>
        ) : (
          <p className="wheel-muted" data-testid="wheel-spins">
            {t('promotions.wheel.noSpins')}
          </p>
        )}
      </section>
    </div>
  );
}
