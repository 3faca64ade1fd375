import { useTranslation } from 'react-i18next';
import type { PromotionWinner } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { usePromotionWinners } from '../api/promotion-winners';
import { formatShortTime, withSymbol } from '../lib/promotion-format';
import './promotion-winners.css';

/** Rows the skeleton draws: as many as the box shows before it scrolls (promotion-winners.css). */
const SKELETON_ROWS = 5;

/**
 * A promotion's latest winners, newest first: masked name, time and the amount paid. Loading,
 * empty and failed states fill the same fixed-height box, so the page never jumps when it answers.
 */
export function PromotionWinners({ id, currencySymbol }: { id: number; currencySymbol: string }) {
  const { t } = useTranslation();
  const winners = usePromotionWinners(id);
  let body;
  if (winners.isPending) body = <WinnersSkeleton />;
  else if (winners.isError)
    body = (
      <p className="promo-winners-note promo-winners-error" data-testid="promo-winners-error">
        {t('promotions.winners.error')}
      </p>
    );
  else if (winners.data.list.length === 0)
    body = (
      <p className="promo-winners-note" data-testid="promo-winners-empty">
        {t('promotions.winners.empty')}
      </p>
    );
  else
    body = (
      // Focusable: more rows than the box shows scroll, and a keyboard must reach them too.
      <ol className="promo-winners-list" aria-label={t('promotions.winners.list')} tabIndex={0}>
        {winners.data.list.map((winner, index) => (
          <WinnerRow key={`${winner.at}-${index}`} winner={winner} symbol={currencySymbol} />
        ))}
      </ol>
    );
  return (
    <section
      className="promo-detail-section promo-winners"
      aria-labelledby="promo-winners-title"
      data-testid="promo-winners"
    >
      <h2 id="promo-winners-title" className="promo-detail-heading promo-winners-heading">
        <TrophyIcon />
        {t('promotions.winners.title')}
      </h2>
      <div className="promo-winners-body">{body}</div>
    </section>
  );
}

function WinnerRow({ winner, symbol }: { winner: PromotionWinner; symbol: string }) {
  return (
    <li className="promo-winner" data-testid="promo-winner">
      <CoinIcon />
      <span className="promo-winner-who">
        <span className="promo-winner-name" translate="no">
          {winner.maskedName}
        </span>
        <time className="promo-winner-time" dateTime={new Date(winner.at).toISOString()}>
          {formatShortTime(winner.at)}
        </time>
      </span>
      <strong className="promo-winner-amount">{withSymbol(symbol, formatAmount(winner.amount))}</strong>
    </li>
  );
}

function WinnersSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="promo-winners-loading">
      <span className="visually-hidden" role="status">
        {t('common.loading')}
      </span>
      <ul className="promo-winners-list" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="promo-winner promo-winner-skeleton">
            <span className="promo-winner-coin promo-skeleton-line" />
            <span className="promo-winner-who">
              <span className="promo-skeleton-line promo-skeleton-60" />
              <span className="promo-skeleton-line promo-skeleton-40" />
            </span>
            <span className="promo-skeleton-line promo-skeleton-amount" />
          </li>
        ))}
      </ul>
    </div>
  );
}

// Flat shapes in currentColor and no SVG ids: many rows draw them, in either theme.
function TrophyIcon() {
  return (
    <svg className="promo-winners-trophy" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 3h10v2h3v2.5a4 4 0 0 1-3.6 4A5 5 0 0 1 13 14.9V17h3v2H8v-2h3v-2.1a5 5 0 0 1-3.4-3.4A4 4 0 0 1 4 7.5V5h3V3zm0 4H6v.5a2 2 0 0 0 1 1.7V7zm10 0v2.2a2 2 0 0 0 1-1.7V7h-1z"
      />
      <rect fill="currentColor" x="6" y="20" width="12" height="2" rx="1" />
    </svg>
  );
}

function CoinIcon() {
  return (
    <svg className="promo-winner-coin" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="var(--surface)" strokeWidth="1.5" />
      <path
        fill="var(--surface)"
        d="M12 8.5l1.1 2.3 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z"
      />
    </svg>
  );
}
