import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';
import { loginFromHeader, openLoginModal } from '../support/identity';
import { seriousViolations } from '../support/axe';
import { trackRequests, waitForQuiet } from '../support/settle';

/**
 * WCAG 2.2 AA with axe-core on every route of spec §2 (apps/web/src/app/router.tsx), as a visitor
 * and as a member, in both themes, on a phone, with a game open and with the auth modals and the
 * member centre open: no serious or critical violation.
 */

const ROUTES = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/sports',
  '/promotions',
  '/help',
  '/noticePage',
  '/download',
  '/join',
  '/elott',
  '/pvp',
  '/esports',
  '/bgs',
  '/bingo',
  '/pointMall',
  '/down',
  // The other routes with the site's header.
  '/resetPassword',
  '/resetPassword?code=e2e-a11y-code',
  '/promoDetail',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/game',
  '/seamless',
  '/no-such-page',
];
/** Routes that stand alone, without the site's header (spec §2 layout NONE, and the agent site). */
const STANDALONE_ROUTES = ['/vip', '/helpmc', '/sponsor', '/agent'];
/** What a phone is checked on: a page of each layout. */
const PHONE_ROUTES = ['/', '/rng', '/promotions', '/lottery', '/game', '/login', '/vip', '/agent'];
const THEMES = ['dark', 'light'] as const;

/** Waits until the route has drawn and its calls have answered, so axe sees the final page. */
async function settle(page: Page) {
  await expect(page.locator('.site-body, main').first()).toBeVisible({ timeout: 15_000 });
  await waitForQuiet(page);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

async function logIn(page: Page) {
  await visit(page, '/');
  await loginFromHeader(page, DEMO.player, DEMO.password);
  const ok = page.getByTestId('after-login-ok');
  await expect(ok).toBeVisible({ timeout: 15_000 });
  await ok.click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      trackRequests(page);
    });

    test('every route, logged out', async ({ page }) => {
      test.setTimeout(240_000);
      for (const path of [...ROUTES, ...STANDALONE_ROUTES]) {
        await visit(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('the login and register routes, their modal open', async ({ page }) => {
      await visit(page, '/login');
      await expect(page.getByTestId('login-modal')).toBeVisible({ timeout: 15_000 });
      expect.soft(await seriousViolations(page), '/login').toEqual([]);
      await visit(page, '/register');
      await expect(page.getByTestId('register-modal')).toBeVisible({ timeout: 15_000 });
      expect.soft(await seriousViolations(page), '/register').toEqual([]);
    });

    test('every route, logged in', async ({ page }) => {
      test.setTimeout(240_000);
      await logIn(page);
      for (const path of ROUTES) {
        await visit(page, path);
        await expect(page.getByTestId('member-area')).toBeVisible();
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
      for (const path of STANDALONE_ROUTES) {
        await visit(page, path);
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('a page of each layout on a phone', async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of PHONE_ROUTES) {
        await visit(page, path);
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('a game open on /game', async ({ page }) => {
      await logIn(page);
      await visit(page, '/rng?page=HOUSE');
      await page.getByTestId('games-grid').getByText('Lucky Sevens').click();
      const frame = page.locator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();
      await expect(frame).toBeVisible({ timeout: 15_000 });
      await expect(frame.contentFrame().locator('.hv-spin')).toBeVisible({ timeout: 15_000 });
      await waitForQuiet(page);
      expect(await seriousViolations(page), 'a game open').toEqual([]);
      // Closing the game brings the money auto-transfer moved into it back to main, where the
      // specs after this one expect the demo player's money.
      await page.getByTestId('game-popup-close').click();
      await waitForQuiet(page);
    });

    test('a navigation dropdown open', async ({ page }) => {
      await visit(page, '/');
      const toggle = page.locator('[data-testid^="nav-toggle-"]').first();
      await toggle.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.nav-dropdown:not([hidden])')).toHaveCount(1);
      expect(await seriousViolations(page), 'navigation dropdown').toEqual([]);
    });

    test('the login, register and forgot-password modals', async ({ page }) => {
      await visit(page, '/');
      const login = await openLoginModal(page);
      expect(await seriousViolations(page), 'login modal').toEqual([]);

      await page.getByTestId('forgot-password-link').click();
      await expect(
        page.getByTestId('forgot-email-form').or(page.getByTestId('forgot-phone-form')),
      ).toBeVisible();
      expect(await seriousViolations(page), 'forgot-password modal').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(login).toHaveCount(0);

      await page.getByTestId('register-button').click();
      await expect(page.getByTestId('register-modal')).toBeVisible({ timeout: 15_000 });
      expect(await seriousViolations(page), 'register modal').toEqual([]);
    });

    test('the member centre on My wallet', async ({ page }) => {
      await logIn(page);
      await page.getByTestId('shortcut-security').click();
      const centre = page.getByTestId('member-centre');
      await centre.getByTestId('centre-menu-transferFund').click();
      await expect(centre.getByTestId('centre-page-transferFund')).toBeVisible({ timeout: 15_000 });
      await waitForQuiet(page);
      expect(await seriousViolations(page), 'member centre, My wallet').toEqual([]);
    });

    test('the member centre on Responsible gaming, and its break confirmation', async ({ page }) => {
      await logIn(page);
      await page.getByTestId('shortcut-security').click();
      const centre = page.getByTestId('member-centre');
      await centre.getByTestId('centre-menu-responsibleGaming').click();
      await expect(centre.getByTestId('rg-page')).toBeVisible({ timeout: 15_000 });
      await expect(centre.getByTestId('rg-limits')).toBeVisible({ timeout: 15_000 });
      await waitForQuiet(page);
      expect(await seriousViolations(page), 'member centre, Responsible gaming').toEqual([]);
      await centre.getByTestId('rg-exclude-kind-TIME_OUT').click();
      await centre.getByTestId('rg-exclude-start').click();
      await expect(page.getByTestId('rg-exclude-dialog')).toBeVisible();
      expect(await seriousViolations(page), 'responsible gaming, break confirmation').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('rg-exclude-dialog')).toHaveCount(0);
    });
  });
}
