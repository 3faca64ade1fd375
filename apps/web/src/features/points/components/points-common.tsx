import { useTranslation } from 'react-i18next';
import type { RedeemState } from '@bet/contracts/points/points-rules';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { formatPoints } from '../lib/points-format';
import { needsPaymentPassword } from '../lib/payment-password';

/** The points coin: a gold medallion with a star, the page's mark of points. */
export function PointsCoin({ size = 44 }: { size?: number }) {
  return (
    <svg
      className="points-coin"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="#f5b301" />
      <circle cx="24" cy="24" r="17" fill="#ffd257" stroke="#c98a00" strokeWidth="2" />
      <path d="M24 13l3.2 6.6 7.3 1-5.3 5.1 1.3 7.2L24 29.5l-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z" fill="#c98a00" />
    </svg>
  );
}

/** A visitor's stand-in for a player's list: why, and the site's login dialog. */
export function LoginPrompt({
  text,
  onLogin,
  testId,
}: {
  text: string;
  onLogin: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="points-login" data-testid={testId}>
      <PointsCoin size={40} />
      <p className="points-login-text">{text}</p>
      <Button onClick={onLogin} data-testid={`${testId}-button`}>
        {t('points.login')}
      </Button>
    </div>
  );
}

/**
 * A failed redemption or conversion, translated (`error.<code>`); a player without a payment
 * password also gets the way to the security centre, where it is set.
 */
export function FailureAlert({
  error,
  onOpenSecurityCentre,
  testId,
}: {
  error: unknown;
  onOpenSecurityCentre: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className="points-failure">
      <FormAlert testId={testId}>{messageText(t, errorMessage(error))}</FormAlert>
      {needsPaymentPassword(error) ? (
        <div className="form-actions">
          <Button variant="secondary" onClick={onOpenSecurityCentre} data-testid={`${testId}-security`}>
            {t('points.setPaymentPassword')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const STATE_ICON: Record<RedeemState, string> = {
  // A clock, a tick, a cross: the state reads from the word and the shape, not the colour alone.
  PROCESS: 'M6 1.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM6 3.5V6l1.8 1.2',
  APPROVED: 'M2 6.4l2.6 2.5L10 3.2',
  REJECTED: 'M3 3l6 6M9 3l-6 6',
};

/** A redemption's state as a translated pill with its icon (spec §4's words). */
export function RedeemStateBadge({ status }: { status: RedeemState }) {
  const { t } = useTranslation();
  return (
    <span className={`points-state points-state-${status}`} data-status={status}>
      <svg viewBox="0 0 12 12" width="11" height="11" aria-hidden="true" focusable="false">
        <path
          d={STATE_ICON[status]}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(`points.state.${status}`)}
    </span>
  );
}

/** Points in or out: "+" and the credit colour, "−" and the debit colour, with the word for screen readers. */
export function SignedPoints({ value }: { value: number }) {
  const { t } = useTranslation();
  const credit = value >= 0;
  return (
    <span className={credit ? 'points-credit' : 'points-debit'}>
      <span className="visually-hidden">{t(credit ? 'points.details.in' : 'points.details.out')} </span>
      {credit ? '+' : '−'}
      {formatPoints(Math.abs(value))}
    </span>
  );
}
