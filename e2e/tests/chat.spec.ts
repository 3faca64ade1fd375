import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { DEMO } from '../support/constants';
import { playerLogin } from '../support/member-area';
import { seriousViolations } from '../support/axe';
import { closeNoticesWhenShown } from '../support/notices';

/**
 * Issue 14 item 5: two players in two browsers chat (a message sent in one shows live in the
 * other); an operator deletes it in the back office and it disappears live from both; HTML typed
 * in the chat stays text; axe on the chat window and the back office's chat page, both themes.
 */

async function openChat(page: Page) {
  await page.getByTestId('chat-entry').click();
  await expect(page.getByTestId('chat-modal')).toBeVisible();
  // The seeded conversation has loaded (and the stream is open by then).
  await expect(page.getByTestId('chat-message').first()).toBeVisible({ timeout: 15_000 });
}

const chatMessage = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test('two players chat live; an operator deletes a message and it disappears live', async ({ browser }) => {
  test.setTimeout(120_000);
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  const bob = await bobContext.newPage();
  await closeNoticesWhenShown(alice);
  await closeNoticesWhenShown(bob);

  // A visitor reads the room and is told to log in to chat.
  // Away from the home page, where popup notices open (they would sit under the chat window).
  await bob.goto('/promotions');
  await openChat(bob);
  await expect(bob.getByTestId('chat-note')).toContainText('Log in or register to chat');
  await bob.getByTestId('chat-modal-close').click();

  await playerLogin(alice, DEMO.downlines[0]);
  await playerLogin(bob, DEMO.downlines[1]);
  await alice.goto('/promotions');
  await bob.goto('/promotions');
  await openChat(alice);
  await openChat(bob);

  const text = `<img src=x onerror=alert(1)> hello from alice ${Date.now()}`;
  const input = alice.getByPlaceholder('Write a message…');
  await input.fill(text);
  await expect(alice.getByTestId('chat-composer')).toContainText(`${text.length}/200`);
  await alice.getByTestId('chat-send').click();
  await expect(input).toHaveValue('');

  // Live in the other browser, as text; on the right in the sender's own window.
  await expect(chatMessage(bob, text)).toBeVisible();
  await expect(chatMessage(bob, text)).toContainText('de***n1');
  await expect(chatMessage(alice, text)).toHaveClass(/mine/);
  await expect(chatMessage(bob, text)).not.toHaveClass(/mine/);
  expect(await bob.getByTestId('chat-list').locator('img').count()).toBe(0);

  // Sending again at once: the rate limit's translated refusal.
  await input.fill('too fast');
  await alice.getByTestId('chat-send').click();
  await expect(alice.getByRole('alert').filter({ hasText: 'too fast' })).toContainText('Wait');

  // axe on the chat window, both themes; at phone width it fills the screen without sideways scroll.
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await bob.evaluate((t) => localStorage.setItem('theme', t), theme);
    await bob.reload();
    await expect(bob.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
    await openChat(bob);
    await expect(bob.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(chatMessage(bob, text)).toBeVisible();
    problems.push(
      ...(await seriousViolations(bob, '[data-testid="chat-modal"]')).map((l) => `chat ${theme}: ${l}`),
    );
  }
  await bob.setViewportSize({ width: 375, height: 740 });
  const box = await bob.getByTestId('chat-modal').boundingBox();
  expect(box?.width).toBe(375);
  const overflow = await bob.getByTestId('chat-list').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);

  // --- the operator deletes it in the back office
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInToConsole(ops);
  await ops.getByRole('link', { name: /^Chat room/ }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Chat room' })).toBeVisible();
  const entry = ops.getByTestId('ops-chat-message').filter({ hasText: text });
  await expect(entry).toContainText(DEMO.downlines[0]);
  // A message sent now shows live in the back office too.
  const later = `and bob answers ${Date.now()}`;
  await bob.getByPlaceholder('Write a message…').fill(later);
  await bob.getByTestId('chat-send').click();
  await expect(ops.getByTestId('ops-chat-message').filter({ hasText: later })).toBeVisible();

  for (const theme of ['dark', 'light'] as const) {
    await ops.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    await ops.reload();
    await expect(entry).toBeVisible();
    problems.push(...(await seriousViolations(ops)).map((l) => `console ${theme}: ${l}`));
  }

  await entry.getByRole('button', { name: 'Delete' }).click();
  const dialog = ops.getByRole('dialog');
  await dialog.getByLabel(/reason/i).fill('spam test');
  await dialog.getByRole('button', { name: 'Delete message' }).click();
  await expect(entry).toHaveCount(0);
  await expect(chatMessage(alice, text)).toHaveCount(0);
  await expect(chatMessage(bob, text)).toHaveCount(0);
  await expect(chatMessage(bob, later)).toBeVisible();

  expect(problems, problems.join('\n')).toEqual([]);
  await Promise.all([aliceContext.close(), bobContext.close(), opsContext.close()]);
});
