import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PROMOTIONS_KEY } from '../api/promotions';
import { secondsUntil } from '../lib/countdown';

/** While the page still tells a moment that has passed, it asks again this often, this many times. */
const RECHECK_MS = 5000;
const RECHECKS = 6;

/**
 * Seconds left until `at` (a rain's end or the next one's start, a prize draw), ticking once a
 * second (null without a moment), and the moment of the last tick (what "today" is for the clock's
 * words). At 0 the promotions' queries refresh, so the page moves on without a reload (a rain's
 * state turns CLAIM as it falls and JOINED once it ends; a draw's winners and next draw arrive).
 * A browser clock a little ahead of the server's, or a draw the scheduler makes a little late,
 * gets the same answer back: the refresh is asked again a few times until the moment moves on.
 */
export function useCountdown(at: number | null): { seconds: number | null; now: number } {
  const queryClient = useQueryClient();
  const [now, setNow] = useState(Date.now);
  const seconds = at === null ? null : secondsUntil(at, now);
  const due = seconds === 0;

  useEffect(() => {
    if (at === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [at]);

  useEffect(() => {
    if (!due) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY });
    refresh();
    let asked = 1;
    const timer = window.setInterval(() => {
      refresh();
      asked += 1;
      if (asked > RECHECKS) window.clearInterval(timer);
    }, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [due, at, queryClient]);

  return { seconds, now };
}
