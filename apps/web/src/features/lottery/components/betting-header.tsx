import { useTranslation } from 'react-i18next';
import type { LotteryGame } from '@bet/contracts/lottery/bets';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { formatAmount } from '@/shared/lib/money';
import { useDraws } from '../api/draws';
import { artOf } from '../model/game-catalogue';
import type { LiveGame } from '../model/use-live-game';
import { DrawCountdown } from './countdown';
import { DrawReveal } from './draw-animation';
import { useGameName } from './game-name';

interface HeaderProps {
  gameCode: string;
  games?: readonly LotteryGame[];
  open: LotteryDraw | null;
  clockOffset: number;
  live: LiveGame;
  /** The lottery wallet; absent for a guest. */
  balance?: number;
}

/**
 * The game's header: name, the open issue with the time left to bet, the lottery balance, and
 * the latest result in a box of fixed size (the issue being drawn, then its reveal).
 */
export function BettingHeader({ gameCode, games, open, clockOffset, live, balance }: HeaderProps) {
  const { t } = useTranslation();
  const name = useGameName(gameCode, games);
  const latest = useDraws({ game: gameCode, pageSize: 1 }).data?.draws[0] ?? null;
  const pending = live.pending && !(latest && latest.issue >= live.pending.issue) ? live.pending : null;
  const revealed = live.revealed && !(latest && latest.issue > live.revealed.issue) ? live.revealed : null;
  const shown = revealed ?? latest;
  return (
    <header className="lottery-game-head" data-testid="lottery-game-head">
      <img className="lottery-game-art" src={artOf(gameCode, games)} alt="" width={96} height={60} />
      <div className="lottery-game-title">
        <h1>{name}</h1>
        <p className="lottery-game-issue" data-testid="lottery-open-issue">
          {open ? t('lottery.lobby.issue', { issue: open.issue }) : t('lottery.bet.noOpenIssue')}
        </p>
        {open ? (
          <DrawCountdown draw={open} clockOffset={clockOffset} />
        ) : (
          <span className="lottery-countdown" />
        )}
      </div>
      <div className="lottery-game-result" aria-live="polite">
        {pending ? (
          <div className="lottery-pending" data-testid="lottery-pending">
            <span>{t('lottery.lobby.issue', { issue: pending.issue })}</span>
            <DrawCountdown draw={pending} clockOffset={clockOffset} compact />
            <span className="lottery-pending-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </div>
        ) : shown ? (
          <>
            <span className="lottery-result-issue">{t('lottery.lobby.issue', { issue: shown.issue })}</span>
            <DrawReveal key={shown.issue} draw={shown} animate={shown === revealed} />
          </>
        ) : (
          <span className="lottery-card-noresult">{t('lottery.lobby.noResult')}</span>
        )}
      </div>
      {balance !== undefined ? (
        <p className="lottery-balance" data-testid="lottery-balance">
          <span>{t('lottery.bet.balance')}</span>
          <strong>{formatAmount(balance)}</strong>
        </p>
      ) : null}
    </header>
  );
}
