import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { DEMO } from '../support/constants';
import { seriousViolations } from '../support/axe';

/**
 * Issue 14 item 9: the back office's inbox: a group's recipients counted before sending (the
 * demo agent's line), the confirm step, the sent list with its counts; axe in both themes.
 */

test('an operator counts a group, confirms and sees the message in the sent list', async ({ page }) => {
  test.setTimeout(90_000);
  await signInToConsole(page);
  await page.getByRole('link', { name: /^Inbox/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox messages' })).toBeVisible();

  await page.getByLabel('Send to').selectOption('group');
  // A group needs a filter: refused in the form, nothing asked of the server.
  await page.getByRole('button', { name: 'Count recipients and review' }).click();
  await expect(page.getByLabel('Player label')).toHaveAttribute('aria-invalid', 'true');

  // The demo agent's line: the agent and the players below (at least the three demo accounts).
  await page.getByLabel("Agent line (agent's username)").fill(DEMO.agent);
  const title = `Team news ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content (HTML)').fill('<p>Hello <em>team</em>.</p>');
  await page.getByRole('button', { name: 'Count recipients and review' }).click();
  const count = page.getByTestId('inbox-recipient-count');
  await expect(count).toContainText('players now');
  const recipients = Number(/go to (\d+) players/.exec((await count.textContent()) ?? '')?.[1]);
  expect(recipients).toBeGreaterThanOrEqual(4);
  const problems = (await seriousViolations(page)).map((l) => `confirm: ${l}`);
  // Back to editing sends nothing; then send.
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Count recipients and review' }).click();
  await page.getByRole('button', { name: `Send to ${recipients}` }).click();
  await expect(page.getByTestId('inbox-sent-notice')).toContainText(`was sent to ${recipients} players`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(`line of ${DEMO.agent}`);
  await expect(row).toContainText(String(recipients));

  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    await page.reload();
    await expect(row).toHaveCount(1);
    await page.getByLabel('Send to').selectOption('group');
    problems.push(...(await seriousViolations(page)).map((l) => `${theme}: ${l}`));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
