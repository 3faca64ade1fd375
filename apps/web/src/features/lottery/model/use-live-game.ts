import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import { NEXT_DRAWS_KEY } from '../api/next-draws';
import { LOTTERY_SESSION_KEY } from '../api/lottery-session';
import { useLiveDraws } from './live-draws';

export interface LiveGame {
  /** The issue betting just closed on, waiting for its draw. */
  pending: LotteryDraw | null;
  /** A draw of this game that happened while the page was open: it is revealed with the animation. */
  revealed: LotteryDraw | null;
}

/**
 * Follows one game live: when its open issue closes, that issue waits as "drawing…"; when the
 * stream says it is drawn, its result is revealed and the lottery balance re-read (wins credit
 * on settlement, which the stream also announces); the next open issue comes from `next`.
 */
export function useLiveGame(gameCode: string, open: LotteryDraw | null, clockOffset: number): LiveGame {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<LotteryDraw | null>(null);
  const [revealed, setRevealed] = useState<LotteryDraw | null>(null);
  const lastOpen = useRef<LotteryDraw | null>(open);

  // The open issue moved on: the one before it is now closed, waiting for its draw.
  useEffect(() => {
    const before = lastOpen.current;
    lastOpen.current = open;
    if (before && open && before.game === open.game && before.issue !== open.issue)
      setPending((current) =>
        current && current.issue >= before.issue ? current : { ...before, status: 'CLOSED' },
      );
  }, [open]);

  // Betting closes on time even if the stream is quiet: then ask for the next open issue.
  const closeAt = open?.closeAt;
  useEffect(() => {
    if (closeAt === undefined) return;
    const wait = Math.max(0, closeAt - (Date.now() + clockOffset)) + 500;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: NEXT_DRAWS_KEY }), wait);
    return () => clearTimeout(timer);
  }, [closeAt, clockOffset, queryClient]);

  useLiveDraws((draw) => {
    if (draw.game !== gameCode) return;
    if ((draw.status === 'DRAWN' || draw.status === 'SETTLED') && draw.result) {
      setRevealed((current) => (current?.issue === draw.issue ? current : draw));
      setPending((current) => (current?.issue === draw.issue ? null : current));
      void queryClient.invalidateQueries({ queryKey: LOTTERY_SESSION_KEY });
    } else if (draw.status === 'VOID') {
      setPending((current) => (current?.issue === draw.issue ? null : current));
      void queryClient.invalidateQueries({ queryKey: LOTTERY_SESSION_KEY });
    } else if (draw.status === 'CLOSED') {
      setPending((current) => (current && current.issue > draw.issue ? current : draw));
    }
  });

  return { pending, revealed };
}
