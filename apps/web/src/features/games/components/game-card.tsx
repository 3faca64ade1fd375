import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@bet/contracts/games/catalogue';
import { imageUrl } from '@/shared/lib/cdn';
import { LazyImage } from '@/shared/ui/lazy-image';
import './games.css';

interface GameCardProps {
  game: Game;
  onLaunch: (game: Game) => void;
  /** The favourite star; absent where favourites do not apply (the sub-game list). */
  favourite?: { on: boolean; busy: boolean; onToggle: (game: Game) => void };
  /** On the first screen: its picture is not lazy (`LazyImage` `eager`). */
  eager?: boolean;
}

/** A game: its picture (loaded lazily), name and hot badge; the card launches it, the star keeps it as a favourite. */
export function GameCard({ game, onLaunch, favourite, eager }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <li className="game-card" data-testid={`game-card-${game.nodeId}`}>
      <button type="button" className="game-card-launch" onClick={() => onLaunch(game)}>
        <LazyImage
          src={imageUrl(game.icon)}
          alt=""
          className="game-card-image"
          eager={eager}
          fallback={<span aria-hidden="true">{game.displayName.slice(0, 1)}</span>}
        />
        <span className="game-card-name">{game.displayName}</span>
        {game.isHot === 1 ? (
          <span className="badge badge-hot game-card-hot" data-testid="hot-badge">
            {t('games.hot')}
          </span>
        ) : null}
      </button>
      {favourite ? (
        <button
          type="button"
          className={favourite.on ? 'game-card-favourite on' : 'game-card-favourite'}
          aria-pressed={favourite.on}
          aria-label={t(favourite.on ? 'games.favourites.remove' : 'games.favourites.add', {
            name: game.displayName,
          })}
          disabled={favourite.busy}
          onClick={() => favourite.onToggle(game)}
          data-testid={`favourite-${game.nodeId}`}
        >
          <span aria-hidden="true">{favourite.on ? '★' : '☆'}</span>
        </button>
      ) : null}
    </li>
  );
}

/** The grid of game cards. */
export function GameGrid({
  children,
  label,
  testId,
}: {
  children: ReactNode;
  label: string;
  testId?: string;
}) {
  return (
    <ul className="game-grid" aria-label={label} data-testid={testId}>
      {children}
    </ul>
  );
}
