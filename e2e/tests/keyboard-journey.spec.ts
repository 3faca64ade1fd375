import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';

/**
 * A player without a mouse: logs in from the header, opens the member centre on My wallet, moves
 * money from the main wallet to a game wallet and back, and closes every modal with Escape, focus
 * landing back where it was and the focus ring visible.
 */

const VENDOR = '1001'; // the house vendor's wallet
const AMOUNT = 12_34; // cents; odd, so a wrong sum cannot pass by accident

const activeTestId = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

/** Presses Tab until the element with `testId` has the focus (at most `limit` presses). */
async function tabTo(page: Page, testId: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if ((await activeTestId(page)) === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** A wallet card's balance in cents, once it shows one. */
async function walletCents(page: Page, accountTypeId: string): Promise<number> {
  const amount = page.getByTestId(`wallet-${accountTypeId}-amount`);
  await expect(amount).toHaveText(/^[0-9][0-9,]*\.[0-9]{2}$/, { timeout: 15_000 });
  return Math.round(Number(((await amount.textContent()) ?? '').replaceAll(',', '')) * 100);
}

/**
 * On My wallet's transfer form, by keyboard: the game wallet chosen with the arrow keys, the
 * direction with the arrow keys of its radio group, the amount typed and sent with Enter.
 */
async function transferByKeyboard(page: Page, direction: 'in' | 'out', cents: number) {
  const vendor = page.getByTestId('transfer-vendor');
  await tabTo(page, 'transfer-vendor');
  await expectFocusRing(page);
  const values = await vendor
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const target = values.indexOf(VENDOR);
  expect(target).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Home');
  for (let i = 0; i < target; i++) await page.keyboard.press('ArrowDown');
  await expect(vendor).toHaveValue(VENDOR);

  // The checked radio of the group takes the focus; the arrow keys move the choice.
  await page.keyboard.press('Tab');
  const focused = await activeTestId(page);
  expect(focused).toMatch(/^transfer-direction-(in|out)$/);
  if (focused !== `transfer-direction-${direction}`) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId(`transfer-direction-${direction}`)).toBeChecked();
  await expect(page.getByTestId(`transfer-direction-${direction}`)).toBeFocused();

  await tabTo(page, 'transfer-amount');
  await expectFocusRing(page);
  await page.keyboard.type((cents / 100).toFixed(2));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transfer-result')).toHaveText('The transfer is done.', { timeout: 15_000 });
}

/** The focused element draws an outline (the :focus-visible ring of theme.css). */
async function expectFocusRing(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

test('log in, move money to a game wallet and back on My wallet, close the modals with Escape, by keyboard only', async ({
  page,
}) => {
  await page.goto('/');
  // The server drew the form read-only; keys pressed before React runs it would be lost.
  await expect(page.getByTestId('header-username')).toBeEditable({ timeout: 15_000 });

  await tabTo(page, 'header-username');
  await expectFocusRing(page);
  await page.keyboard.type(DEMO.player);
  await tabTo(page, 'header-password');
  await page.keyboard.type(DEMO.password);
  await page.keyboard.press('Enter');

  const welcome = page.getByRole('dialog').filter({ has: page.getByTestId('after-login-ok') });
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  // The dialog took the focus, so Escape reaches it.
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(welcome).toHaveCount(0);
  await expect(page.getByTestId('member-area')).toBeVisible();

  await tabTo(page, 'shortcut-security');
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const centre = page.getByTestId('member-centre');
  await expect(centre).toBeVisible({ timeout: 15_000 });
  await tabTo(page, 'centre-menu-transferFund');
  await page.keyboard.press('Enter');
  await expect(centre.getByTestId('centre-page-transferFund')).toBeVisible({ timeout: 15_000 });
  const main0 = await walletCents(page, '0');
  const vendor0 = await walletCents(page, VENDOR);

  // Main → the house vendor's wallet and back again; both cards follow each move.
  await transferByKeyboard(page, 'in', AMOUNT);
  await expect.poll(() => walletCents(page, '0')).toBe(main0 - AMOUNT);
  await expect.poll(() => walletCents(page, VENDOR)).toBe(vendor0 + AMOUNT);
  await transferByKeyboard(page, 'out', AMOUNT);
  await expect.poll(() => walletCents(page, '0')).toBe(main0);
  await expect.poll(() => walletCents(page, VENDOR)).toBe(vendor0);
  // The focus stayed inside the member centre all along.
  expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="member-centre"]'))).toBe(
    true,
  );

  await page.keyboard.press('Escape');
  await expect(centre).toHaveCount(0);
  await expect(page.getByTestId('shortcut-security')).toBeFocused();
});
