import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../support/constants';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { trackRequests, waitForQuiet, waitForHydration } from '../support/settle';

/**
 * Nothing moves (issue 11, item 1): the sum of layout shifts during a page load stays within
 * 0.02 — cold (fresh browser context) and warm (reload, cached assets), desktop and phone.
 * Shifts right after a user's input do not count, as in the CLS metric.
 */
const BUDGET = 0.02;
const PAGES = [
  { path: '/', ready: 'home-page' },
  { path: '/rng', ready: 'nav-bar' },
  { path: '/promotions', ready: 'nav-bar' },
] as const;
/**
 * Every API answer arrives this late, so the first paint happens before them — as on a slow mobile
 * network — and whatever they bring in must fit the room reserved for it.
 */
const API_DELAY_MS = 600;
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** Registered before any page script: collects every layout shift from the first paint on. */
function recordShifts() {
  const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => {
        // Names the moved element (tag and classes) so a failure says what to fix.
        const node = s.node;
        if (!(node instanceof Element)) return node?.nodeName ?? '?';
        return [node.tagName.toLowerCase(), ...Array.from(node.classList)].join('.');
      });
      w.__shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Settled: the network is quiet, the page's content and the navigation are shown, fonts are in. */
async function settle(page: Page, ready: string) {
  await waitForQuiet(page);
  await expect(page.getByTestId(ready)).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Two animation frames: any shift caused by the last render has been reported.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await waitForQuiet(page);
}

async function totalShift(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  );
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  return { total, shifts };
}

for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`layout shift, ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const { path, ready } of PAGES) {
      test(`${path}: cold and warm load shift ≤ ${BUDGET}`, async ({ page }) => {
        trackRequests(page);
        await page.addInitScript(recordShifts);
        await page.route(/\/(wps|lgw)\//, async (route) => {
          await new Promise((done) => setTimeout(done, API_DELAY_MS));
          await route.continue().catch(() => undefined);
        });

        await page.goto(path);
        await settle(page, ready);
        const cold = await totalShift(page);
        console.log(`CLS ${name} ${path} cold ${cold.total.toFixed(4)}`, JSON.stringify(cold.shifts));

        await page.reload();
        await settle(page, ready);
        const warm = await totalShift(page);
        console.log(`CLS ${name} ${path} warm ${warm.total.toFixed(4)}`, JSON.stringify(warm.shifts));

        expect(cold.total, JSON.stringify(cold.shifts)).toBeLessThanOrEqual(BUDGET);
        expect(warm.total, JSON.stringify(warm.shifts)).toBeLessThanOrEqual(BUDGET);
      });
    }

    // The member's header (balance, shortcuts, account menu) arrives in its own chunk: its row must
    // be exactly the height the header reserved for it.
    test(`a member's reload of / and /rng shifts ≤ ${BUDGET}`, async ({ page }) => {
      trackRequests(page);
      await registerInPage(page, {
        username: freshUsername('cls'),
        password: 'Welcome2026x',
        mobile: freshMobile(),
      });
      await page.addInitScript(recordShifts);
      await page.route(/\/(wps|lgw)\//, async (route) => {
        await new Promise((done) => setTimeout(done, API_DELAY_MS));
        await route.continue().catch(() => undefined);
      });
      for (const { path, ready } of PAGES.slice(0, 2)) {
        await page.goto(path);
        await expect(page.getByTestId('member-area')).toBeVisible();
        await settle(page, ready);
        const shift = await totalShift(page);
        console.log(`CLS ${name} member ${path} ${shift.total.toFixed(4)}`, JSON.stringify(shift.shifts));
        expect(shift.total, JSON.stringify(shift.shifts)).toBeLessThanOrEqual(BUDGET);
      }
    });
  });
}

test('opening a modal does not move the page under it (the body-fixed scroll lock)', async ({
  playwright,
}) => {
  // Headless Chromium hides scrollbars by default; this test needs the classic one players see.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const page = await browser.newPage({ baseURL: BASE_URL });
    await page.goto('/');
    await expect(page.getByTestId('home-page')).toBeVisible();
    // The lobby's data has arrived: what is measured is the lock, not the lanes arriving.
    await expect(page.getByTestId('home-lanes-loading')).toHaveCount(0);
    // React has taken over the page the server drew: until then the link takes no pointer input, and
    // Playwright's retried click would scroll the page itself, which is not what is measured here.
    await waitForHydration(page);
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    const place = () =>
      page.evaluate(() => {
        const box = document.querySelector('.site-footer')!.getBoundingClientRect();
        return { x: box.x, y: box.y, width: box.width };
      });
    // The page has a classic scrollbar here, which a careless lock would take away (and widen the page).
    expect(
      await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth),
    ).toBeGreaterThan(0);
    const before = await place();
    await page.getByTestId('footer-link-about').click();
    await expect(page.getByTestId('modal')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    expect(await place()).toEqual(before);
  } finally {
    await browser.close();
  }
});
