/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at most; a browser without
 * requestIdleCallback (Safari) runs it after `fallbackMs`.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 300): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, fallbackMs);
}
