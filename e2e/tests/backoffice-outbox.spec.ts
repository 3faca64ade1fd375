import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { DIALING_CODE, registerPlayer } from '../support/identity';
import { seriousViolations } from '../support/axe';

/**
 * Issue 13 (operator calls without a screen): an admin sends a fresh player a password-reset
 * link by SMS from the player page, then finds that message on "Messages sent" by the player's
 * number — the link shown as text; axe on the page in both themes.
 */

test('a reset link sent from the player page shows on Messages sent for that number', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(browser, 'e2eout');
  const number = `+${DIALING_CODE}${player.mobile}`;
  await signInToConsole(page);

  await page.goto(`/backoffice/players/${player.username}`);
  await expect(page.getByRole('heading', { level: 1, name: `Player ${player.username}` })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Send password reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send password reset' });
  await dialog.getByRole('radio', { name: /SMS/ }).check();
  await dialog.getByLabel(/Reason/).fill('e2e: player asked support for a new password');
  await dialog.getByRole('button', { name: 'Send password reset' }).click();
  await expect(dialog).toHaveCount(0);

  // Through the menu, then the number typed in the filter: the URL keeps both.
  await page.getByRole('link', { name: 'Messages sent' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages sent' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`to=${encodeURIComponent(number).replace('+', '\\+')}`));
  const rows = page.getByRole('region', { name: 'SMS sent' }).locator('tbody tr');
  await expect(rows.first()).toContainText(number);
  const reset = rows.filter({ hasText: player.username });
  await expect(reset).toHaveCount(1);
  await expect(reset).toContainText('Sent');
  // The body carries the reset link, as text (no anchor is rendered from a message).
  await expect(reset.locator('td').last()).toContainText(/https?:\/\/\S+/);
  await expect(reset.locator('a')).toHaveCount(0);

  // The e-mail tab drops the number: a fresh player has no address, so nothing of theirs is there.
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await expect(page).toHaveURL(/tab=mail/);
  await expect(page).not.toHaveURL(/to=/);
  await expect(page.getByRole('region', { name: 'E-mails sent' })).toBeVisible();

  await page.goto(`/backoffice/outbox?to=${encodeURIComponent(number)}`);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    problems.push(...(await seriousViolations(page)).map((line) => `${theme}: ${line}`));
  }
  expect(problems).toEqual([]);
});
