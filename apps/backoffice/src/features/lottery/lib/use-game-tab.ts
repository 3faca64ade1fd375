import { useSearchParams } from 'react-router';

/** The game a section shows, kept in the URL (`?game=`): the first game when none is chosen. */
export function useGameTab(games: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('game');
  const game = chosen && games.includes(chosen) ? chosen : (games[0] ?? '');
  const select = (next: string) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      out.set('game', next);
      out.delete('pageNo');
      return out;
    });
  return [game, select] as const;
}
