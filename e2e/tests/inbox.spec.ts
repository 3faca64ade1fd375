import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { registerInPage, freshMobile, freshUsername } from '../support/identity';
import { memberCentre, openCentrePage } from '../support/member-area';
import { seriousViolations } from '../support/axe';
import { closeNoticesWhenShown } from '../support/notices';

/**
 * Issue 14 item 3: an operator sends an inbox message from the back office; the logged-in
 * player's unread badge rises live (no reload, no polling: one count call, then the member event
 * stream), the player opens it on the member centre's messages page and the badge falls. Axe on
 * the messages page in both themes; no sideways scrolling at 375 px.
 */

const shortcutBadge = (page: Page) =>
  page.getByTestId('shortcut-messages').getByTestId('unread-badge-corner');

test('an operator sends an inbox message: the badge rises live and falls on read', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await closeNoticesWhenShown(page);
  // A new player: nothing in their inbox (a broadcast sent before they registered is not theirs).
  const player = { username: freshUsername('inb'), password: 'Welcome2026x', mobile: freshMobile() };
  const countCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/member/messages/unread')) countCalls.push(r.url());
  });
  await registerInPage(page, player);
  await expect(page.getByTestId('shortcut-messages')).toBeVisible();
  await expect(shortcutBadge(page)).toHaveCount(0);

  // --- the operator writes to this player from the back office
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInToConsole(ops);
  await ops.getByRole('link', { name: /^Inbox/ }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Inbox messages' })).toBeVisible();
  await ops.getByLabel('Send to').selectOption('player');
  await ops.getByLabel("Player's username").fill(player.username);
  const title = `Your bonus is waiting, ${player.username}`;
  await ops.getByLabel('Title').fill(title);
  await ops
    .getByLabel('Content (HTML)')
    .fill('<p>Claim it in <strong>Promotions</strong>.</p><img src=x onerror="alert(1)">');
  await ops.getByRole('button', { name: 'Count recipients and review' }).click();
  await expect(ops.getByTestId('inbox-recipient-count')).toContainText('will go to 1 players');
  await ops.getByRole('button', { name: 'Send to 1' }).click();
  await expect(ops.getByTestId('inbox-sent-notice')).toContainText('was sent to 1 players');

  // --- the player's badge rises without a reload
  await expect(shortcutBadge(page)).toHaveText(/1/, { timeout: 10_000 });
  await page.getByTestId('account-menu-button').click();
  await expect(page.getByTestId('account-menu-messageCentre')).toContainText('Unread messages: 1');
  await page.keyboard.press('Escape');

  // A second message while the page stays open: 2.
  await ops.getByLabel("Player's username").fill(player.username);
  await ops.getByLabel('Title').fill(`Second note for ${player.username}`);
  await ops.getByLabel('Content (HTML)').fill('<p>Another one.</p>');
  await ops.getByRole('button', { name: 'Count recipients and review' }).click();
  await ops.getByRole('button', { name: 'Send to 1' }).click();
  await expect(ops.getByTestId('inbox-sent-notice')).toBeVisible();
  await expect(shortcutBadge(page)).toHaveText(/2/, { timeout: 10_000 });
  await opsContext.close();

  // --- the player reads one: the badge falls to 1; mark all read: gone
  await page.getByTestId('shortcut-messages').click();
  await expect(memberCentre(page).getByTestId('centre-page-messageV2')).toBeVisible({ timeout: 15_000 });
  const item = page.getByTestId('messages-page').getByRole('button', { name: new RegExp(title) });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.click();
  await expect(page.getByTestId('inbox-message-title')).toHaveText(title);
  await expect(page.getByTestId('inbox-message-content').locator('strong')).toHaveText('Promotions');
  expect(await page.getByTestId('inbox-message-content').innerHTML()).not.toContain('onerror');
  await expect(shortcutBadge(page)).toHaveText(/1/);
  await page.getByTestId('inbox-read-all').click();
  await expect(shortcutBadge(page)).toHaveCount(0);
  // The badge was fed by the stream: the count was asked once, at login.
  expect(countCalls).toHaveLength(1);

  // --- axe on the messages page (list and an open message) in both themes; phone width
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
    await openCentrePage(page, 'messageV2');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await item.click();
    await expect(page.getByTestId('inbox-message-title')).toHaveText(title);
    problems.push(
      ...(await seriousViolations(page, '[data-testid="messages-page"]')).map((l) => `${theme}: ${l}`),
      ...(await seriousViolations(page, '[data-testid="member-area"]')).map((l) => `header ${theme}: ${l}`),
    );
  }
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.getByTestId('messages-page').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  await expect(page.getByTestId('inbox-back')).toBeVisible();
  await page.getByTestId('inbox-back').click();
  await expect(item).toBeVisible();
  expect(problems, problems.join('\n')).toEqual([]);
});
