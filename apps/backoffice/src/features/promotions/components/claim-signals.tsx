import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OperatorPromotionClaim } from '@bet/contracts/operator/operator-promotions';

type Signals = OperatorPromotionClaim['signals'];

/** The signals as one line of text (the CSV export). */
export const signalsText = (t: TFunction, signals: Signals) =>
  signals.map((s) => `${t(`promotions:signal.${s.signal}`)} ${s.usernames.join(', ')}`).join('; ');

/**
 * Why a claim was flagged: each signal it shares (bank account, mobile, e-mail, IP) and the other
 * accounts that have it, each a link to the player's page.
 */
export function ClaimSignals({ signals }: { signals: Signals }) {
  const { t } = useTranslation('promotions');
  if (signals.length === 0) return <span className="muted">—</span>;
  return (
    <ul className="promo-signals">
      {signals.map((s) => (
        <li key={s.signal}>
          <strong>{t(`signal.${s.signal}`)}</strong>{' '}
          {s.usernames.map((username, i) => (
            <span key={username}>
              {i > 0 && ', '}
              <Link to={`/players/${encodeURIComponent(username)}`}>{username}</Link>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
