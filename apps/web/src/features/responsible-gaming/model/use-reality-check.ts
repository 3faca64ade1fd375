import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { RgSession } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { useRgSession } from '../api/rg-session';
import { MINUTE_MS, nextCheckAt } from '../lib/reality-check';

/** What a due reality check shows: the session's minutes and, when they could be read, its figures. */
export interface RealityCheckShown {
  minutes: number;
  /** null: the figures could not be read just now (the minutes are counted here then). */
  figures: RgSession | null;
}

type Phase = { step: 'waiting' } | { step: 'checking' } | { step: 'open'; shown: RealityCheckShown };

/**
 * House games may pause under the reality check. The whole protocol is one message, posted to
 * every iframe of the page when the check opens and again when it closes:
 *   `{ type: 'rg-reality-check', open: true | false }`
 * Any origin ('*'): the games run on their vendors' domains, and the message says nothing about
 * the player.
 */
export function tellGames(open: boolean) {
  document.querySelectorAll('iframe').forEach((frame) => {
    frame.contentWindow?.postMessage({ type: 'rg-reality-check', open }, '*');
  });
}

/**
 * The reality check's clock (issue 20): reads the session once, then waits for the first
 * `startedAt + k × interval` still ahead — counted from the login, not from this page. When it is
 * due, the figures are read again and the check opens; no timer runs while it is open. Closing it
 * waits for the next multiple of the interval. A new interval (the member centre's, answered into
 * the session's query) reschedules at once; the timer goes with the host (logout, a trial account).
 */
export function useRealityCheck(token: string | null) {
  const session = useRgSession(token);
  const [phase, setPhase] = useState<Phase>({ step: 'waiting' });
  const startedAt = session.data?.startedAt;
  const intervalMinutes = session.data?.realityCheckMinutes;

  const due = useEffectEvent(async () => {
    setPhase({ step: 'checking' });
    const answer = await session.refetch();
    // A failed read keeps the previous figures in `data`: they are not this check's, so none are shown.
    const figures = answer.status === 'success' ? answer.data : null;
    const minutes = figures?.minutes ?? Math.floor((Date.now() - (startedAt ?? Date.now())) / MINUTE_MS);
    setPhase({ step: 'open', shown: { minutes, figures } });
  });

  useEffect(() => {
    if (phase.step !== 'waiting' || startedAt === undefined || !intervalMinutes || intervalMinutes <= 0)
      return;
    const now = Date.now();
    const timer = setTimeout(
      () => void due(),
      nextCheckAt(startedAt, intervalMinutes * MINUTE_MS, now) - now,
    );
    return () => clearTimeout(timer);
  }, [phase.step, startedAt, intervalMinutes]);

  const open = phase.step === 'open';
  useEffect(() => {
    if (!open) return;
    tellGames(true);
    return () => tellGames(false);
  }, [open]);

  const close = useCallback(() => setPhase({ step: 'waiting' }), []);
  return { shown: phase.step === 'open' ? phase.shown : null, close };
}
