import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/shared/api/api-error';
import { formatAmount } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { Modal } from '@/shared/ui/modal';
import { useRafflePromotion } from '../api/raffle-promotion';
import { withSymbol } from '../lib/promotion-format';
import { clockText } from '../lib/countdown';
import { driftOf, envelopeFall, ENVELOPES_SHOWN, DRIFTS_SHOWN, rainErrorKey } from '../lib/rain';
import type { RainTarget } from '../model/promotion-handlers';
import { useCountdown } from '../model/use-countdown';
import { rainStatusId } from './rain-progress';
import './rain-dialog.css';

interface RainDialogProps {
  /** The rain to grab from; null: closed. */
  promotion: RainTarget | null;
  /** The falling rain's end when the page knows it (the detail), for the dialog's clock. */
  endsAt?: number | null;
  currencySymbol: string;
  onClose: () => void;
}

/**
 * The red-envelope rain in the site's dialog, opened by "Grab an envelope" on the card or the
 * detail. Closing it (Escape, the ×, Close) gives the focus back to the opener; when the opener
 * can no longer take it (the envelope is grabbed: its button is disabled), to the rain's headline
 * or the card's title, so the focus is never lost on the page.
 */
export function RainDialog({ promotion, endsAt = null, currencySymbol, onClose }: RainDialogProps) {
  const rain = promotion && promotion.reward.kind === 'RED_ENVELOPE' ? promotion : null;
  return (
    <Modal
      open={rain !== null}
      onClose={onClose}
      title={rain?.title ?? ''}
      width={440}
      footer={null}
      testId="promo-rain-dialog"
      onClosed={rain ? () => returnFocus(rain.id) : undefined}
    >
      {rain ? (
        <EnvelopeRain
          key={rain.id}
          promotionId={rain.id}
          endsAt={endsAt}
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
    document.getElementById(rainStatusId(promotionId)) ??
    document.querySelector<HTMLElement>(`#promo-${promotionId}-title a`);
  fallback?.focus();
}

interface EnvelopeRainProps {
  promotionId: number;
  endsAt: number | null;
  currencySymbol: string;
  onClose: () => void;
}

/**
 * The envelopes fall into a stage of a fixed size (nothing moves when the result comes); each is a
 * button, and picking one is the raffle call (every envelope disabled while it runs). The picked
 * one opens on the amount, which the status below tells (and announces). An error that ends the
 * grabbing (the rain is over, the player has its envelope, the budget is spent) keeps them closed;
 * any other lets the player pick again. With reduced motion they lie still from the start.
 */
function EnvelopeRain({ promotionId, endsAt, currencySymbol, onClose }: EnvelopeRainProps) {
  const { t } = useTranslation();
  const raffle = useRafflePromotion();
  const [picked, setPicked] = useState<number | null>(null);
  // The rain's end as it was at opening: the clock stays put (no shift) when the page moves on.
  const [rainEnd] = useState(endsAt);
  const countdown = useCountdown(rainEnd);
  const stage = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const result = raffle.data ?? null;
  const endKey = raffle.error ? rainErrorKey(errorCodeOf(raffle.error)) : null;
  const done = result !== null || endKey !== null;
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));

  // The envelopes were disabled while the call ran, which drops a keyboard user's focus: it goes to
  // Close once there is nothing more to grab, else back to the envelope picked (to try again).
  useEffect(() => {
    if (done) actions.current?.querySelector<HTMLButtonElement>('[data-close]')?.focus();
    else if (raffle.isError && picked !== null)
      stage.current?.querySelectorAll<HTMLButtonElement>('.rain-envelope')[picked]?.focus();
  }, [done, raffle.isError, picked]);

  const grab = (index: number) => {
    if (raffle.isPending || done) return;
    raffle.reset();
    setPicked(index);
    raffle.mutate(promotionId);
  };

  return (
    <div className="rain-dialog" data-testid="rain-dialog">
      <p className="rain-dialog-hint">
        <span>{t('promotions.rain.pick')}</span>
        {countdown.seconds !== null ? (
          <span className="rain-dialog-clock" role="timer">
            {t('promotions.rain.endsIn')} {clockText(countdown.seconds)}
          </span>
        ) : null}
      </p>
      <div className="rain-stage" ref={stage} data-testid="rain-stage">
        <div className="rain-drifts" aria-hidden="true">
          {Array.from({ length: DRIFTS_SHOWN }, (_, i) => {
            const drift = driftOf(i);
            const style = {
              left: `${drift.left}%`,
              animationDelay: `${drift.delay}s`,
              animationDuration: `${drift.duration}s`,
            };
            return <span key={i} className="rain-drift" style={style} />;
          })}
        </div>
        <div className="rain-envelopes">
          {Array.from({ length: ENVELOPES_SHOWN }, (_, i) => {
            const fall = envelopeFall(i);
            const style = { animationDelay: `${fall.delay}s`, animationDuration: `${fall.duration}s` };
            const opened = result !== null && picked === i;
            return (
              <button
                key={i}
                type="button"
                className="rain-envelope"
                style={style}
                disabled={raffle.isPending || done}
                aria-label={t('promotions.rain.open')}
                aria-busy={(raffle.isPending && picked === i) || undefined}
                data-picked={picked === i || undefined}
                data-opened={opened || undefined}
                data-done={done || undefined}
                onClick={() => grab(i)}
                data-testid={`rain-envelope-${i}`}
              >
                <EnvelopeShape />
                {opened ? (
                  <span className="rain-envelope-amount" aria-hidden="true">
                    {money(result.amount)}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      </div>
      {/* Both keep their room (no shift); the status is always there, so the amount is announced. */}
      <div className="rain-message">
        <p className="rain-result" role="status" aria-atomic="true" data-testid="rain-result">
          {result ? (
            <>
              <span className="rain-result-main">
                {t('promotions.rain.won', { amount: money(result.amount) })}
              </span>
              {result.turnoverRequired > 0 ? (
                <span className="rain-result-note">
                  {t('promotions.wheel.turnover', { amount: money(result.turnoverRequired) })}
                </span>
              ) : null}
            </>
          ) : raffle.isPending ? (
            <span className="rain-result-note">{t('promotions.rain.opening')}</span>
          ) : null}
        </p>
        {raffle.error ? (
          <p className="promo-action-error rain-error" role="alert" data-testid="rain-error">
            {endKey ? t(endKey) : messageText(t, errorMessage(raffle.error))}
          </p>
        ) : null}
      </div>
      <div className="rain-actions" ref={actions}>
        <Button variant="secondary" onClick={onClose} data-close="" data-testid="rain-close">
          {t('common.close')}
        </Button>
      </div>
    </div>
  );
}

/** A red envelope: its body, the flap folded over it, and the gold seal. A picture (aria-hidden). */
function EnvelopeShape() {
  return (
    <svg className="rain-envelope-svg" viewBox="0 0 48 64" aria-hidden="true" focusable="false">
      <rect className="rain-env-body" x="2" y="2" width="44" height="60" rx="6" />
      <path className="rain-env-flap" d="M2 8a6 6 0 0 1 6-6h32a6 6 0 0 1 6 6v10L24 31 2 18z" />
      <circle className="rain-env-seal" cx="24" cy="31" r="7" />
      <path className="rain-env-mark" d="M24 27.5v7M20.5 31h7" />
    </svg>
  );
}
