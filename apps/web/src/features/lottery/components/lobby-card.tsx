import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryGame } from '@bet/contracts/lottery/bets';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { useDraws } from '../api/draws';
import { artOf, gameHref } from '../model/game-catalogue';
import { DrawCountdown } from './countdown';
import { useGameName } from './game-name';

interface LobbyCardProps {
  draw: LotteryDraw;
  clockOffset: number;
  games?: readonly LotteryGame[];
}

/** A popular lottery: its art, name, open issue with the time left to bet, and the last result. */
export function LobbyCard({ draw, clockOffset, games }: LobbyCardProps) {
  const { t } = useTranslation();
  const name = useGameName(draw.game, games);
  const last = useDraws({ game: draw.game, pageSize: 1 });
  const result = last.data?.draws[0]?.result ?? null;
  return (
    <li className="lottery-card" data-testid={`lottery-card-${draw.game}`}>
      <Link className="lottery-card-link" to={gameHref(draw.game, games)}>
        <img className="lottery-card-art" src={artOf(draw.game, games)} alt="" width={160} height={100} />
        <span className="lottery-card-body">
          <span className="lottery-card-name">{name}</span>
          <span className="lottery-card-issue">{t('lottery.lobby.issue', { issue: draw.issue })}</span>
          <DrawCountdown draw={draw} clockOffset={clockOffset} compact />
          <span className="lottery-card-result" aria-label={t('lottery.lobby.lastResult')}>
            {result ? (
              result.slice(0, 10).map((number, index) => (
                <span key={index} className="lottery-ball small">
                  {number}
                </span>
              ))
            ) : (
              <span className="lottery-card-noresult">{t('lottery.lobby.noResult')}</span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
