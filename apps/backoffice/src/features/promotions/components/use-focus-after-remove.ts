import { useEffect, useRef } from 'react';

/**
 * Wraps a field array's remove so that the row that took the removed one's place (or the new last
 * one) gets the focus: the removed row's button goes with it, and the focus must not fall to the
 * page. It is moved once the rows are rendered again, so `focus` can reach the new inputs.
 */
export function useFocusAfterRemove(
  count: number,
  remove: (index: number) => void,
  focus: (index: number) => void,
) {
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    focus(focusRow.current);
    focusRow.current = null;
  });
  return (index: number) => {
    remove(index);
    focusRow.current = Math.min(index, count - 2);
  };
}
