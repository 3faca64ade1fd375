import { expect, type Page, type Request } from '@playwright/test';

/** Event streams (the member's `/events`, the house lottery's `/stream`) stay open for the page's life: never "finished", so never waited for. */
const STREAM = /\/(events|stream)(\?|$)/;
const pendingOf = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests in flight, leaving out its event streams. Call before the first
 * navigation; `waitForQuiet` then stands in for `networkidle`, which a member's page (with its
 * live stream open) never reaches.
 */
export function trackRequests(page: Page): void {
  if (pendingOf.has(page)) return;
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (!STREAM.test(r.url())) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  pendingOf.set(page, pending);
}

/** Resolves once no tracked request has been in flight for `quietMs` (as `networkidle`: 500 ms). */
export async function waitForQuiet(page: Page, { quietMs = 500, timeoutMs = 15_000 } = {}) {
  const pending = pendingOf.get(page);
  if (!pending) throw new Error('waitForQuiet: call trackRequests(page) before navigating');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`still loading: ${[...pending].map((r) => r.url()).join(', ')}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Resolves once React has taken over a page the server drew (it takes `data-ssr` off `#root`; a page
 * drawn in the browser never has it). Until then the page takes no pointer input, so a click waits,
 * and Playwright's retries scroll the page meanwhile.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-ssr', { timeout: 15_000 });
}
