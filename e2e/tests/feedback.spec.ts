import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { DEMO } from '../support/constants';
import { memberCentre, openCentrePage, playerLogin } from '../support/member-area';
import { seriousViolations } from '../support/axe';
import { closeNoticesWhenShown } from '../support/notices';

/**
 * Issue 14 item 4: a player sends feedback with a screenshot from the member centre's messages
 * page ("My feedback"), an operator answers it in the back office's feedback queue, and the player
 * reads the reply; axe on the player's page and on the queue and the item, both themes.
 */

// A real 1×1 PNG: the server checks the bytes, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function openMyFeedback(page: Page) {
  await openCentrePage(page, 'messageV2');
  await memberCentre(page).getByTestId('inbox-tab-feedback').click();
  await expect(page.getByTestId('feedback-page')).toBeVisible({ timeout: 15_000 });
}

test('a player sends feedback with a screenshot, an operator replies, the player reads the reply', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A demo downline: a real account with no feedback yet (demoplayer has the seeded items).
  const player = { username: DEMO.downlines[1], password: DEMO.password };
  await closeNoticesWhenShown(page);
  const question = `Deposit ${player.username} not credited after two hours, please check.`;

  // --- the player sends it
  await playerLogin(page, player.username, player.password);
  await openMyFeedback(page);
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-content-error')).toHaveText('Feedback content required');
  await page.getByTestId('feedback-type').selectOption('deposit');
  await page.getByTestId('feedback-content').fill(question);
  await page.getByTestId('feedback-shot-input').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Screenshot 1 to send' })).toBeVisible();
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-sent')).toContainText('Thank you');
  const item = page.getByTestId('feedback-list').locator('li').filter({ hasText: question });
  await expect(item).toContainText('Pending');
  await expect(item.getByRole('button', { name: 'Open screenshot 1' })).toBeVisible();

  // axe on "My feedback" (filled list, the form) in both themes, at phone width too.
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
    await openMyFeedback(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(item.getByRole('button', { name: 'Open screenshot 1' })).toBeVisible();
    problems.push(
      ...(await seriousViolations(page, '[data-testid="feedback-page"]')).map((l) => `web ${theme}: ${l}`),
    );
  }
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await page.getByTestId('feedback-page').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);

  // --- the operator answers it
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInToConsole(ops);
  await ops.getByRole('link', { name: /^Feedback/ }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Player feedback' })).toBeVisible();
  await ops.getByRole('searchbox', { name: 'Player' }).fill(player.username);
  await ops.getByRole('button', { name: 'Apply' }).click();
  const row = ops.getByRole('row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  for (const theme of ['dark', 'light'] as const) {
    await ops.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    await ops.reload();
    await expect(row).toHaveCount(1);
    problems.push(...(await seriousViolations(ops)).map((l) => `queue ${theme}: ${l}`));
  }
  await row.getByRole('link', { name: /^Answer #/ }).click();
  await expect(ops.getByRole('heading', { level: 1, name: /^Feedback #\d+$/ })).toBeVisible();
  await expect(ops.getByText(question)).toBeVisible();
  await expect(ops.getByRole('link', { name: player.username, exact: true })).toHaveAttribute(
    'href',
    `/backoffice/players/${player.username}`,
  );
  const shot = ops.getByRole('img', { name: `Screenshot 1 sent by ${player.username}` });
  await expect(shot).toBeVisible();
  expect(await shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  for (const theme of ['dark', 'light'] as const) {
    await ops.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    await ops.reload();
    await expect(shot).toBeVisible();
    problems.push(...(await seriousViolations(ops)).map((l) => `item ${theme}: ${l}`));
  }
  const answer = `Hello ${player.username}, the deposit is credited now.`;
  await ops.getByLabel('Your reply to the player').fill(answer);
  await ops.getByRole('button', { name: 'Send reply' }).click();
  await expect(ops.getByText('The reply was sent to the player.')).toBeVisible();
  await expect(ops.getByText(answer)).toBeVisible();
  await opsContext.close();

  // --- the player reads the reply
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
  await openMyFeedback(page);
  await expect(item).toContainText('Replied');
  await expect(item).toContainText(answer);

  expect(problems, problems.join('\n')).toEqual([]);
});
