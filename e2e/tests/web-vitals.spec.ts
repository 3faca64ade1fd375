import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Real-user figures (issue 11, item 3): a page view in a real browser ends up as samples in the
 * server's Web Vitals histograms for the route it showed.
 */
const clsCount = async (request: APIRequestContext, route: string): Promise<number> => {
  const text = await (await request.get('/metrics')).text();
  const line = text.split('\n').find((l) => l.startsWith(`web_vitals_cls_count{route="${route}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

/**
 * What the browser does when the player switches tab and comes back (headless Chromium never hides
 * a page). Visible again after: a reporter that starts later (its chunk loads after the load event)
 * must see a visible page, or web-vitals takes the page as opened in the background and reports no
 * CLS at all (CI found this race).
 */
const hidePage = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
};

test('a page view sends its Web Vitals, which /metrics shows for its route pattern', async ({
  page,
  request,
}) => {
  const before = await clsCount(request, '/rng');
  await page.goto('/rng?utm_source=e2e');
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  // The reporter starts after the load event, in its own chunk: hide the page until its batch has
  // landed (a hide with nothing new to report sends nothing, so repeating adds no sample).
  await expect
    .poll(async () => {
      await page.evaluate(hidePage);
      return clsCount(request, '/rng');
    })
    .toBe(before + 1);
});
