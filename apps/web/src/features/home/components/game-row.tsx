import type { ReactNode } from 'react';
import type { Game } from '@bet/contracts/games/catalogue';

/** Skeleton cards while a row loads: as many as a wide screen shows, each the size of a card. */
const SKELETON_CARDS = 8;

interface GameRowProps {
  label: string;
  /** Undefined while loading: skeleton cards of the same size hold the row's place. */
  games: readonly Game[] | undefined;
  /** A card per game (the app hands in the games feature's card and launcher). */
  renderGame: (game: Game) => ReactNode;
  /** Shown, in the row's own height, when there is no game to show. */
  empty: string;
  testId?: string;
}

/** A horizontally scrolling row of game cards with a fixed height, so nothing below it moves. */
export function GameRow({ label, games, renderGame, empty, testId }: GameRowProps) {
  if (games === undefined)
    return (
      <ul className="game-row" aria-hidden="true" data-testid={testId ? `${testId}-loading` : undefined}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="game-row-skeleton" />
        ))}
      </ul>
    );
  if (games.length === 0)
    return (
      <p className="game-row game-row-empty" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </p>
    );
  return (
    <ul className="game-row" aria-label={label} data-testid={testId}>
      {games.map(renderGame)}
    </ul>
  );
}
