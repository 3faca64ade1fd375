import { useCallback, useEffect, useRef, useState, type TransitionEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaffleResult } from '@bet/contracts/promotions/promotions';
import { errorCodeOf } from '@/shared/api/api-error';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { Modal } from '@/shared/ui/modal';
import { useRafflePromotion } from '../api/raffle-promotion';
import { withSymbol } from '../lib/promotion-format';
import { landingRotation, prefersReducedMotion, SPIN_MS, SPIN_TURNS, type WheelReward } from '../lib/wheel';
import type { WheelTarget } from '../model/promotion-handlers';
import { WheelDrawing } from './wheel-drawing';
import { wheelTicketsId } from './wheel-progress';
import './wheel-dialog.css';

interface WheelDialogProps {
  /** The wheel to spin; null: closed. */
  promotion: WheelTarget | null;
  /** Tickets left when the page knows them (the detail's progress), until a spin answers. */
  tickets?: number | null;
  currencySymbol: string;
  onClose: () => void;
}

/**
 * The lucky wheel in the site's dialog, opened by "Spin the wheel" on the card or the detail.
 * Closing it (Escape, the ×, Close) gives the focus back to the opener; when the opener can no
 * longer take it (no ticket left: its button is disabled), to the tickets figure or the card's
 * title, so the focus is never lost on the page.
 */
export function WheelDialog({ promotion, tickets = null, currencySymbol, onClose }: WheelDialogProps) {
  const wheel = promotion && promotion.reward.kind === 'LUCKY_WHEEL' ? promotion : null;
  return (
    <Modal
      open={wheel !== null}
      onClose={onClose}
      title={wheel?.title ?? ''}
      width={440}
      footer={null}
      testId="promo-wheel-dialog"
      onClosed={wheel ? () => returnFocus(wheel.id) : undefined}
    >
      {wheel && wheel.reward.kind === 'LUCKY_WHEEL' ? (
        <WheelSpinner
          key={wheel.id}
          promotionId={wheel.id}
          reward={wheel.reward}
          tickets={tickets}
          currencySymbol={currencySymbol}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function returnFocus(promotionId: number) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  const fallback =
    document.getElementById(wheelTicketsId(promotionId)) ??
    document.querySelector<HTMLElement>(`#promo-${promotionId}-title a`);
  fallback?.focus();
}

interface WheelSpinnerProps {
  promotionId: number;
  reward: WheelReward;
  tickets: number | null;
  currencySymbol: string;
  onClose: () => void;
}

/**
 * Spin: the raffle call (the button disabled while it runs), then the wheel turns a few times and
 * lands the pointer on the centre of the drawn segment; the result is told (and announced) only
 * once it has landed. With reduced motion the wheel jumps there at once.
 */
function WheelSpinner({ promotionId, reward, tickets, currencySymbol, onClose }: WheelSpinnerProps) {
  const { t } = useTranslation();
  const raffle = useRafflePromotion();
  const [rotation, setRotation] = useState(0);
  const [instant, setInstant] = useState(false);
  /** The answer the wheel is turning toward; `shown` once it has landed. */
  const [landing, setLanding] = useState<RaffleResult | null>(null);
  const [shown, setShown] = useState<RaffleResult | null>(null);
  const [left, setLeft] = useState<number | null>(tickets);
  const actions = useRef<HTMLDivElement>(null);
  const spinning = raffle.isPending || landing !== null;
  const canSpin = left === null || left > 0;
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));

  const land = useCallback((result: RaffleResult) => {
    setLanding(null);
    setShown(result);
    setLeft(result.ticketsLeft);
  }, []);

  // A transition that never ends (a hidden tab does not run it): the wheel lands all the same.
  useEffect(() => {
    if (!landing) return;
    const timer = window.setTimeout(() => land(landing), SPIN_MS + 500);
    return () => window.clearTimeout(timer);
  }, [landing, land]);

  // Spin was disabled while the wheel turned, which drops a keyboard user's focus: it comes back
  // to "Spin again", or to Close when the last ticket is spun (Spin is then gone).
  useEffect(() => {
    if (!shown) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (shown.ticketsLeft === 0 || lost)
      actions.current
        ?.querySelector<HTMLButtonElement>(shown.ticketsLeft === 0 ? '[data-close]' : '[data-spin]')
        ?.focus();
  }, [shown]);

  const spin = () => {
    if (spinning || !canSpin) return;
    raffle.reset();
    setShown(null);
    raffle.mutate(promotionId, {
      onSuccess: (result) => {
        const { segment } = result;
        // A wheel's draw always names its segment (null is a red envelope's grab): nothing to turn to.
        const reduced = prefersReducedMotion() || segment === null;
        setInstant(reduced);
        if (segment !== null)
          setRotation((now) => landingRotation(now, segment, reward.prizes.length, reduced ? 0 : SPIN_TURNS));
        if (reduced) land(result);
        else setLanding(result);
      },
      onError: (error) => {
        if (errorCodeOf(error) === 'promotion.no.ticket') setLeft(0);
      },
    });
  };

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && landing) land(landing);
  };

  const label = spinning
    ? t('promotions.wheel.spinning')
    : shown
      ? t('promotions.wheel.spinAgain')
      : t('promotions.wheel.spin');
  return (
    <div className="wheel-dialog" data-testid="wheel-dialog">
      <p className="wheel-dialog-tickets" data-testid="wheel-dialog-tickets">
        {left === null ? '\u00a0' : t('promotions.wheel.ticketsLine', { count: left })}
      </p>
      <div className="wheel-box">
        <div
          className="wheel-rotor"
          data-instant={instant || undefined}
          style={{ transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_MS}ms` }}
          onTransitionEnd={onTransitionEnd}
          data-testid="wheel-rotor"
        >
          <WheelDrawing reward={reward} currencySymbol={currencySymbol} />
        </div>
        <svg className="wheel-pointer" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 2h18L12 21z" />
        </svg>
      </div>
      {/* Always there, so the result is announced when it is written (after the wheel lands). */}
      <p className="wheel-result" role="status" aria-atomic="true" data-testid="wheel-result">
        {shown ? (
          <>
            <span className="wheel-result-main" data-won={shown.amount > 0}>
              {shown.amount > 0
                ? t('promotions.wheel.won', { amount: money(shown.amount) })
                : t('promotions.wheel.lost')}
            </span>
            {shown.amount > 0 && shown.turnoverRequired > 0 ? (
              <span className="wheel-result-note">
                {t('promotions.wheel.turnover', { amount: money(shown.turnoverRequired) })}
              </span>
            ) : null}
          </>
        ) : null}
      </p>
      {raffle.error ? (
        <p className="promo-action-error wheel-error" role="alert" data-testid="wheel-error">
          {messageText(t, errorMessage(raffle.error))}
        </p>
      ) : null}
      <div className="wheel-actions" ref={actions}>
        {canSpin ? (
          <Button
            onClick={spin}
            disabled={spinning}
            aria-busy={spinning || undefined}
            data-spin=""
            data-testid="wheel-spin"
          >
            {label}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose} data-close="" data-testid="wheel-close">
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}
