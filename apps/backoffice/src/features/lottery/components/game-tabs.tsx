import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The games as ARIA tabs: arrow keys move between them, the selected one is in the tab order. */
export function GameTabs({
  games,
  game,
  onSelect,
}: {
  games: ReadonlyArray<{ code: string; name: string }>;
  game: string;
  onSelect: (game: string) => void;
}) {
  const { t } = useTranslation('lottery');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = games.findIndex((g) => g.code === game);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = games[(index + step + games.length) % games.length]!.code;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="lottery-tabs" role="tablist" aria-label={t('gameTabs')} onKeyDown={onKeyDown}>
      {games.map((g) => (
        <button
          key={g.code}
          ref={(element) => {
            refs.current[g.code] = element;
          }}
          type="button"
          role="tab"
          aria-selected={g.code === game}
          tabIndex={g.code === game ? 0 : -1}
          onClick={() => onSelect(g.code)}
        >
          {g.name}
        </button>
      ))}
    </div>
  );
}
