import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionRepeat, PromotionState } from '@bet/contracts/promotions/promotion-rules';
import type { WheelProgress as WheelFacts } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { formatShortTime, withSymbol } from '../lib/promotion-format';
import { nextTicketDone, type WheelReward } from '../lib/wheel';
import { ProgressFacts } from './progress-facts';
import './wheel.css';

/** Where the games are: the home page's lobby (hot games, every category's vendors). */
export const GAMES_LOBBY_PATH = '/';

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
      {takingPart ? <NextTicket {...props} /> : null}
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

/**
 * The next ticket: a bar of the basis since the last ticket against one ticket's step, the amount
 * still to deposit or bet and the way there; at the period's most, a sentence instead.
 */
function NextTicket({ reward, repeat, wheel, currencySymbol, onDeposit }: WheelProgressProps) {
  const { t } = useTranslation();
  const textId = useId();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  if (wheel.toNextTicket === null)
    return (
      <p className="promo-status-note" data-tone="good" data-testid="wheel-next">
        {t(`promotions.wheel.maxed.${repeat}`)}
      </p>
    );
  const done = nextTicketDone(wheel.toNextTicket, reward.ticketStep);
  const percent = reward.ticketStep > 0 ? (done / reward.ticketStep) * 100 : 0;
  return (
    <div className="wheel-next">
      <div
        className="wheel-bar"
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={reward.ticketStep}
        aria-valuenow={done}
        aria-valuetext={t('promotions.wheel.barValue', {
          done: money(done),
          step: money(reward.ticketStep),
        })}
        data-testid="wheel-bar"
      >
        <span className="wheel-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="wheel-next-row">
        <p id={textId} className="wheel-next-text" data-testid="wheel-next">
          {t(`promotions.wheel.next.${reward.basis}`, { amount: money(wheel.toNextTicket) })}
        </p>
        {reward.basis === 'VALID_BET' ? (
          <Link to={GAMES_LOBBY_PATH} className="wheel-go" data-testid="wheel-go">
            {t('promotions.wheel.play')}
          </Link>
        ) : onDeposit ? (
          <button type="button" className="wheel-go" onClick={onDeposit} data-testid="wheel-go">
            {t('promotions.action.deposit')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
