import type { CellContext } from '@tanstack/react-table';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardRoomHand } from '@bet/contracts/operator/operator-card-room';

type Kind = 'seed' | 'commit';
type Done = 'copied' | 'selected' | null;

/** Selects the element's text, so the operator copies it with the keyboard (no clipboard access). */
function selectText(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A hand's seed or commit: shortened on screen (the whole value is in the DOM, its title and its
 * copy), with a button that copies it. Where the browser gives no clipboard (a page served over
 * plain http), the button selects the value instead.
 */
function HashCell({ hand, kind }: { hand: CardRoomHand; kind: Kind }) {
  const { t } = useTranslation('card-room');
  const value = hand[kind];
  const code = useRef<HTMLElement>(null);
  const [done, setDone] = useState<Done>(null);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(null), 2500);
    return () => window.clearTimeout(timer);
  }, [done]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setDone('copied');
    } catch {
      if (code.current) selectText(code.current);
      setDone('selected');
    }
  };

  return (
    <span className="card-room-hash">
      <code ref={code} title={value}>
        {value}
      </code>
      <button
        type="button"
        className="icon-btn card-room-copy"
        aria-label={t(`copy.${kind}`, { no: hand.no, table: hand.table })}
        title={t(`copy.${kind}`, { no: hand.no, table: hand.table })}
        onClick={() => void copy()}
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
          {done === 'copied' ? (
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path
              d="M9 9h10v10H9zM5 15V5h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </button>
      <span className="visually-hidden" role="status">
        {done ? t(`copy.${done}`) : ''}
      </span>
    </span>
  );
}

// Cells are components of their own, the same on every render: the page reads again every 10 s,
// and a cell made in the render would be remounted then, losing the focus of its copy button.
export const seedCell = (c: CellContext<CardRoomHand, string>) => (
  <HashCell hand={c.row.original} kind="seed" />
);
export const commitCell = (c: CellContext<CardRoomHand, string>) => (
  <HashCell hand={c.row.original} kind="commit" />
);
