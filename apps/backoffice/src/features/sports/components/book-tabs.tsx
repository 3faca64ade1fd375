import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKS, type SportsBook } from '../lib/use-book-tab';

export const BOOK_PANEL_ID = 'sports-book-panel';
export const bookTabId = (book: SportsBook) => `sports-book-${book}`;

/** The two books as ARIA tabs: arrow keys move between them, the selected one is in the tab order. */
export function BookTabs({ book, onSelect }: { book: SportsBook; onSelect: (book: SportsBook) => void }) {
  const { t } = useTranslation('sports');
  const refs = useRef<Partial<Record<SportsBook, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = BOOKS[(BOOKS.indexOf(book) + step + BOOKS.length) % BOOKS.length]!;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="sports-tabs" role="tablist" aria-label={t('bookTabs')} onKeyDown={onKeyDown}>
      {BOOKS.map((b) => (
        <button
          key={b}
          ref={(element) => {
            refs.current[b] = element;
          }}
          id={bookTabId(b)}
          type="button"
          role="tab"
          aria-selected={b === book}
          aria-controls={BOOK_PANEL_ID}
          tabIndex={b === book ? 0 : -1}
          onClick={() => onSelect(b)}
        >
          {t(`book.${b}`)}
        </button>
      ))}
    </div>
  );
}
