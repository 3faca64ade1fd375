import { expect, test, type Page } from '@playwright/test';

/**
 * The lite app (issue 14 item 6): a web manifest Chromium accepts, a service worker that takes
 * control, a shell that loads offline (and the offline page for a page never seen), and no API
 * answer in the Cache Storage.
 */

const API = /\/(wps|lgw|ops)\/|\/metrics|\/events/;

/** Waits until the service worker is active and controls the page (it claims it on activation). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

/** Every URL in every cache of the page's origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

test('the manifest is valid and its icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ start_url: '/?source=pwa', scope: '/', display: 'standalone' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    sizes.add(`${icon.sizes} ${icon.purpose}`);
  }
  for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) expect(sizes).toContain(wanted);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the lite app installs: Chromium finds no installability error once the worker controls the page', async ({
  page,
}) => {
  await page.goto('/');
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito, where Chromium never installs; nothing else may be missing.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('the shell loads offline, an unseen page shows the offline page, no API answer is cached', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await controlled(page);
  // Pages seen online, and the app's calls made.
  await page.goto('/download');
  await expect(page.getByTestId('page-download')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const urls = await cachedUrls(page);
  expect(urls).toContain('/');
  expect(urls).toContain('/download');
  expect(urls.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(urls.filter((url) => API.test(url))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 15_000 });
    await page.goto('/download');
    await expect(page.getByTestId('page-download')).toBeVisible();
    await page.goto('/noticePage');
    await expect(page.getByTestId('offline-page')).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  expect((await cachedUrls(page)).filter((url) => API.test(url))).toEqual([]);
});
