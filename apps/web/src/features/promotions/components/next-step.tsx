import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WheelTicketBasis } from '@bet/contracts/promotions/promotion-rules';
import { formatAmount } from '@/shared/lib/money';
import { withSymbol } from '../lib/promotion-format';
import { nextTicketDone } from '../lib/wheel';
import './next-step.css';

/** Where the games are: the home page's lobby (hot games, every category's vendors). */
export const GAMES_LOBBY_PATH = '/';

interface NextStepProps {
  /** Names the test ids (`wheel-bar`, `wheel-next`, `wheel-go`): the e2e journeys find them. */
  testIdPrefix: string;
  /** What earns the next step: deposits lead to the deposit page, valid bets to the games. */
  basis: WheelTicketBasis;
  /** How much one step (a wheel's ticket, a draw's entry) takes. */
  step: number;
  /** What is still missing for the next one; null at the period's most. */
  toNext: number | null;
  /** The line's key, its `amount` what is missing: "Deposit P 40.00 more for your next ticket". */
  nextKey: string;
  /** The line's key once the period's most is earned. */
  maxedKey: string;
  currencySymbol: string;
  /** The deposit page; without it a deposit basis shows no way there (the text still says it). */
  onDeposit?: () => void;
}

/**
 * The next ticket or entry of a wheel or a prize draw: a bar of what has counted since the last
 * one against one step, the amount still to deposit or bet and the way there; at the period's
 * most, a sentence instead. The bar is named by the text beside it, so a screen reader hears the
 * amount once, with the bar's own value (P 60 of P 100).
 */
export function NextStep(props: NextStepProps) {
  const { testIdPrefix, basis, step, toNext, nextKey, maxedKey, currencySymbol, onDeposit } = props;
  const { t } = useTranslation();
  const textId = useId();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  if (toNext === null)
    return (
      <p className="promo-status-note" data-tone="good" data-testid={`${testIdPrefix}-next`}>
        {t(maxedKey)}
      </p>
    );
  const done = nextTicketDone(toNext, step);
  const percent = step > 0 ? (done / step) * 100 : 0;
  return (
    <div className="promo-step">
      <div
        className="promo-step-bar"
        role="progressbar"
        aria-labelledby={textId}
        aria-valuemin={0}
        aria-valuemax={step}
        aria-valuenow={done}
        aria-valuetext={t('promotions.wheel.barValue', { done: money(done), step: money(step) })}
        data-testid={`${testIdPrefix}-bar`}
      >
        <span className="promo-step-fill" style={{ width: `${percent}%` }} />
      </div>
      <div className="promo-step-row">
        <p id={textId} className="promo-step-text" data-testid={`${testIdPrefix}-next`}>
          {t(nextKey, { amount: money(toNext) })}
        </p>
        {basis === 'VALID_BET' ? (
          <Link to={GAMES_LOBBY_PATH} className="promo-step-go" data-testid={`${testIdPrefix}-go`}>
            {t('promotions.wheel.play')}
          </Link>
        ) : onDeposit ? (
          <button
            type="button"
            className="promo-step-go"
            onClick={onDeposit}
            data-testid={`${testIdPrefix}-go`}
          >
            {t('promotions.action.deposit')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
