import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/settle';

const openAbout = async (page: Page) => {
  await page.getByTestId('footer-link-about').click();
  const dialog = page.getByTestId('modal');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('role', 'dialog');
  return dialog;
};
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  // The lobby's data has arrived: the scroll position a test keeps is that of the finished page.
  await expect(page.getByTestId('home-lanes-loading')).toHaveCount(0);
  // …and nothing below the lanes is still growing or shrinking (a late answer on a busy machine
  // changed the page's height under the open modal, so the kept position no longer existed).
  await expect
    .poll(async () => {
      const height = () => page.evaluate(() => document.documentElement.scrollHeight);
      const first = await height();
      await page.waitForTimeout(300);
      return first === (await height());
    })
    .toBe(true);
  await waitForHydration(page);
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
});

test('Escape closes the modal and the scroll position comes back', async ({ page }) => {
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);
  const dialog = await openAbout(page);
  await expect(dialog).toContainText(/about/i);
  // While open, the page body is fixed.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).not.toBe('fixed');
  expect(await scrollY(page)).toBe(before);
  // Focus returns to the link that opened it.
  await expect(page.getByTestId('footer-link-about')).toBeFocused();
});

test('a click on the background closes the modal, a click inside does not', async ({ page }) => {
  const dialog = await openAbout(page);
  await dialog.click({ position: { x: 20, y: 20 } });
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(5, viewport.height - 5);
  await expect(dialog).toHaveCount(0);
});

test('the default CLOSE button closes the modal and focus stays inside while open', async ({ page }) => {
  const dialog = await openAbout(page);
  const width = (await dialog.boundingBox())!.width;
  expect(width).toBeLessThanOrEqual(400);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  }
  await dialog.getByRole('button', { name: /close/i }).last().click();
  await expect(dialog).toHaveCount(0);
});
