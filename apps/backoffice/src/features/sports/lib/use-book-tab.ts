import { useSearchParams } from 'react-router';
import { sportsBook } from '@bet/contracts/operator/operator-sports';

export type SportsBook = (typeof sportsBook.options)[number];
export const BOOKS = sportsBook.options;

/** The book the page shows, kept in the URL (`?book=`): Sports when none (or an unknown one) is chosen. */
export function useBookTab() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('book');
  const book: SportsBook = BOOKS.find((b) => b === chosen) ?? 'SPORTS';
  const select = (next: SportsBook) =>
    setParams((previous) => {
      const out = new URLSearchParams(previous);
      out.set('book', next);
      out.delete('pageNo');
      return out;
    });
  return [book, select] as const;
}
