import { whenIdle } from './when-idle';

/**
 * Holds the API's answers back while a server-drawn page hydrates (decision 0043). An answer that
 * lands mid-hydration updates a query store, and React renders such an update synchronously: it
 * finishes hydrating the whole page in that one task (~470 ms on a throttled phone, all of it
 * Total Blocking Time) instead of in the small slices a transition allows. The requests still go
 * out at once; only their results wait for the page to be React's.
 */
let hydrating: Promise<void> | undefined;
let release = () => {};

/** main.tsx, before hydrating a page the server drew. */
export function holdAnswersUntilHydrated(): void {
  hydrating = new Promise((resolve) => (release = resolve));
}

/**
 * The page's frame is hydrated (HydrationMark). Its Suspense boundaries (the lazy parts) React
 * hydrates after, at idle priority, and an answer that changes what such a part shows forces that
 * hydration to finish synchronously too: answers go through once the browser is idle, or after
 * 2 s at most (a browser without requestIdleCallback waits 300 ms).
 */
export function releaseAnswers(): void {
  whenIdle(() => {
    release();
    hydrating = undefined;
  }, 2000);
}

/** What an answer waits for before it reaches the page (nothing once hydrated, or never held). */
export const answersReleased = (): Promise<void> | undefined => hydrating;
