import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';

/**
 * A player without a mouse: logs in from the header, opens the member centre on My wallet and
 * closes every modal with Escape, focus landing back where it was and the focus ring visible.
 */

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

/** The focused element draws an outline (the :focus-visible ring of theme.css). */
async function expectFocusRing(page: Page) {
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

test('log in, open My wallet in the member centre and close the modals with Escape, by keyboard only', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('header-username')).toBeVisible({ timeout: 15_000 });

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
  await expect(centre.getByTestId('wallet-0-amount')).toHaveText(/^[0-9][0-9,]*\.[0-9]{2}$/, {
    timeout: 15_000,
  });

  await page.keyboard.press('Escape');
  await expect(centre).toHaveCount(0);
  await expect(page.getByTestId('shortcut-security')).toBeFocused();
});
