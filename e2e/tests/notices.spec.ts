import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { closeWelcome, loginFromHeader, registerPlayer } from '../support/identity';
import { OperatorApi } from '../support/operator';
import { seriousViolations } from '../support/axe';

/**
 * Issue 14 (notices): an operator publishes a popup in the back office; a logged-in player sees
 * it, ticks "don't show again today" — gone after a reload, back with the browser's clock a day
 * later. The notice page pages its announcements; axe on the page and the modal, both themes.
 */

const DAY_MS = 86_400_000;

const noticesAnswered = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/wps/system/notices') && r.url().includes('PU'));

test('a popup published in the back office shows to a player until hidden for today, and comes back tomorrow', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E popup ${Date.now().toString(36)}`;
  // The player first: signing up happens on the home page, before any popup exists.
  const player = await registerPlayer(browser, 'e2entc');
  const ops = await OperatorApi.login();
  try {
    await signInToConsole(page);
    await page.goto('/backoffice/notices');
    await page.getByTestId('notice-new').click();
    await page.getByTestId('notice-kind').selectOption('PU');
    await page.getByTestId('notice-title').fill(title);
    await page.getByTestId('notice-content').fill('<p>Hello <b>players</b></p><script>alert(1)</script>');
    // The preview shows the sanitised HTML.
    await expect(page.getByTestId('notice-preview').locator('b')).toHaveText('players');
    await expect(page.getByTestId('notice-preview').locator('script')).toHaveCount(0);
    await page.getByTestId('notice-save-publish').click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Live')).toBeVisible();

    const context = await browser.newContext();
    const site = await context.newPage();
    await site.goto('/');
    // On home a visitor sees it too; closed without ticking, it comes back after the login.
    const modal = site.getByTestId('notice-modal');
    await expect(modal.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    await site.getByTestId('notice-modal-ok').click();
    await expect(modal).toHaveCount(0);
    await loginFromHeader(site, player.username, player.password);
    // The welcome modal first; the notice modal waits for it.
    await closeWelcome(site);
    await expect(modal.getByRole('heading', { name: title })).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByTestId('notice-modal-content').locator('b')).toHaveText('players');
    await site.getByTestId('notice-hide-today').check();
    await site.getByTestId('notice-modal-ok').click();
    await expect(modal).toHaveCount(0);

    // After a reload the server leaves it out for today (the answer is in before we look).
    const answered = noticesAnswered(site);
    await site.reload();
    const today = await (await answered).json();
    expect(today.value.popup.map((n: { title: string }) => n.title)).not.toContain(title);
    await expect(site.getByTestId('notice-modal')).toHaveCount(0);

    // The browser's clock a day later: it is back.
    await site.clock.install({ time: Date.now() + DAY_MS });
    await site.reload();
    await expect(site.getByTestId('notice-modal').getByRole('heading', { name: title })).toBeVisible({
      timeout: 15_000,
    });
    await context.close();
  } finally {
    await ops.deleteNoticesTitled(title);
  }
});

test('the notice page lists 9 announcements a page with previous and next arrows', async ({ page }) => {
  await page.goto('/noticePage');
  const list = page.getByTestId('notice-list');
  await expect(list.getByRole('button')).toHaveCount(9, { timeout: 15_000 });
  const first = await list.getByRole('button').first().locator('.notice-item-title').textContent();
  await expect(page.getByTestId('notice-detail').getByRole('heading', { level: 2 })).toHaveText(first!);
  await expect(page.getByTestId('notice-pager-previous')).toBeDisabled();
  await page.getByTestId('notice-pager-next').click();
  await expect(page.getByTestId('notice-pager-page-2')).toHaveAttribute('aria-current', 'page');
  const second = list.getByRole('button');
  await expect(second.first()).toBeVisible();
  expect(await second.count()).toBeLessThanOrEqual(9);
  await second.first().click();
  await expect(page.getByTestId('notice-detail-content')).toBeVisible();
});

test('on a phone the notice page shows the list, then the chosen announcement with a way back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/noticePage');
  const list = page.getByTestId('notice-list');
  await expect(list).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('notice-detail')).toBeHidden();
  await list.getByRole('button').nth(1).click();
  await expect(page.getByTestId('notice-detail')).toBeVisible();
  await expect(list).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: /All announcements/ }).click();
  await expect(list).toBeVisible();
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe: the notice page and the notice modal, ${theme} theme`, async ({ page }) => {
    test.setTimeout(60_000);
    const title = `E2E axe popup ${theme} ${Date.now().toString(36)}`;
    const ops = await OperatorApi.login();
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    try {
      await page.goto('/noticePage');
      await expect(page.getByTestId('notice-list')).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page), 'notice page').toEqual([]);

      await ops.createPublishedNotice({ kind: 'PR', title, content: '<p>Double your <b>deposit</b></p>' });
      await page.goto('/');
      await expect(page.getByTestId('notice-modal').getByRole('heading', { name: title })).toBeVisible({
        timeout: 15_000,
      });
      expect(await seriousViolations(page), 'notice modal').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('notice-modal')).toHaveCount(0);
    } finally {
      await ops.deleteNoticesTitled(title);
    }
  });
}
