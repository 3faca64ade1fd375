import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the bottom counts as "reading the newest". */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a message list scrolled to the newest message unless the player scrolled up to read;
 * then new messages raise `unseen` (the "new messages" pill) instead of moving the list. Older
 * pages added at the top keep the visible message where it was.
 */
export function useFollowNewest(
  listRef: RefObject<HTMLElement | null>,
  newestId: number | undefined,
  oldestId: number | undefined,
) {
  const [unseen, setUnseen] = useState(false);
  const following = useRef(true);
  const lastNewest = useRef<number | undefined>(undefined);
  const lastOldest = useRef<number | undefined>(undefined);
  const heightBefore = useRef(0);

  const toBottom = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    following.current = true;
    setUnseen(false);
  }, [listRef]);

  // Before paint, so the list never shows a jump.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    if (
      oldestId !== lastOldest.current &&
      lastOldest.current !== undefined &&
      newestId === lastNewest.current
    ) {
      // An older page arrived at the top: keep the reader's place.
      el.scrollTop += el.scrollHeight - heightBefore.current;
    } else if (newestId !== lastNewest.current) {
      if (following.current || lastNewest.current === undefined) toBottom();
      else setUnseen(true);
    }
    lastNewest.current = newestId;
    lastOldest.current = oldestId;
    heightBefore.current = el.scrollHeight;
  }, [listRef, newestId, oldestId, toBottom]);

  const onScroll = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
    heightBefore.current = el.scrollHeight;
    if (following.current) setUnseen(false);
  }, [listRef]);

  return { unseen, onScroll, toBottom };
}
