import { useTranslation } from 'react-i18next';
import type { BigWin } from '@bet/contracts/games/winners';
import { formatAmount } from '@/shared/lib/money';
import { timeAgo } from '../lib/time-ago';

/** How many wins the board shows; its grid always keeps room for this many. */
export const BIG_WINS = 6;

interface BigWinsProps {
  /** Undefined while loading (skeleton rows). */
  wins: readonly BigWin[] | undefined;
  currencySymbol: string;
  /** The clock the "5 minutes ago" texts count from. */
  now: number;
}

/** Recent big wins from real bets: masked name, amount, game and vendor, how long ago. */
export function BigWins({ wins, currencySymbol, now }: BigWinsProps) {
  const { t } = useTranslation();
  if (wins === undefined)
    return (
      <ol className="big-wins" aria-hidden="true">
        {Array.from({ length: BIG_WINS }, (_, i) => (
          <li key={i} className="big-win big-win-skeleton" />
        ))}
      </ol>
    );
  if (wins.length === 0)
    return (
      <p className="big-wins big-wins-empty" data-testid="big-wins-empty">
        <span>{t('home.winsEmpty')}</span>
      </p>
    );
  return (
    <ol className="big-wins" data-testid="big-wins">
      {wins.slice(0, BIG_WINS).map((win, i) => (
        <li key={`${win.at}-${i}`} className="big-win" data-testid="big-win">
          <span className="big-win-avatar" aria-hidden="true">
            {win.maskedName.slice(0, 1).toUpperCase()}
          </span>
          <span className="big-win-text">
            <span className="big-win-line">
              <strong className="big-win-name">{win.maskedName}</strong> {t('home.won')}{' '}
              <strong className="big-win-amount">
                {currencySymbol} {formatAmount(win.winAmount)}
              </strong>
            </span>
            <span className="big-win-meta">
              {win.gameName} · {win.vendor} · {timeAgo(win.at, now, t)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
