import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { playerLogin } from '../support/member-area';

/**
 * Betting on the house lottery (issue 16): the /lottery lobby's popular lotteries with live
 * countdowns, then a slip with two play types on the 1-minute game placed from the game page,
 * the draw revealed live over the stream, the win credited to the lottery wallet, the order and
 * the draw's verification agreeing. Axe in both themes; no sideways scroll at 375 px.
 */

const THEMES = ['dark', 'light'] as const;

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

for (const theme of THEMES) {
  test(`the lobby lists the lotteries with their countdowns, ${theme} theme, at 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/lottery');
    const dice = page.getByTestId('lottery-card-FASTDICE');
    await expect(dice).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('lottery-card-VN_NORTH')).toBeVisible();
    // A guest is asked to log in; the countdown runs.
    await expect(page.getByTestId('lottery-login')).toBeVisible();
    const first = await dice.getByTestId('lottery-countdown').textContent();
    await expect(dice.getByTestId('lottery-countdown')).not.toHaveText(first!, { timeout: 3_000 });
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await dice.getByRole('link').click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=FASTDICE&playType=SUM$/);
    await expect(page.getByTestId('lottery-betting')).toBeVisible();
    await expect(page.getByTestId('lottery-login')).toBeVisible();
  });
}

test('a slip with two play types on Fast Dice is placed, drawn live, paid and verifiable', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await playerLogin(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/lottery?gameCode=FASTDICE&playType=SUM');
  const balance = page.getByTestId('lottery-balance').locator('strong');
  // The launch moved the player's money into the lottery wallet.
  await expect
    .poll(async () => amountOf(await balance.textContent()), { timeout: 20_000 })
    .toBeGreaterThan(20);

  // Not in the last seconds of an issue: the slip must reach the server before betting closes.
  const countdown = page.getByTestId('lottery-game-head').getByTestId('lottery-countdown').first();
  const secondsToClose = async () => {
    if ((await countdown.getAttribute('data-phase')) !== 'open') return 0;
    const [minutes, seconds] = (await countdown.locator('time').textContent())!.split(':').map(Number);
    return minutes! * 60 + seconds!;
  };
  await expect.poll(secondsToClose, { timeout: 70_000, intervals: [1_000] }).toBeGreaterThanOrEqual(15);

  // Every sum the dice can make but a triple of ones or sixes: this slip all but surely wins.
  for (let sum = 4; sum <= 17; sum++) await page.getByTestId(`pick-${sum}`).click();
  await expect(page.getByTestId('stake-units')).toHaveText('14 bets');
  await page.getByTestId('slip-add').click();
  await page.getByTestId('play-type-BS').click();
  await page.getByTestId('pick-B').click();
  await page.getByTestId('stake-multiple').fill('2');
  await expect(page.getByTestId('stake-total')).toContainText('2.00');
  await page.getByTestId('slip-add').click();
  await expect(page.getByTestId('slip-line')).toHaveCount(2);
  await expect(page.getByTestId('slip-total')).toHaveText('16.00');
  await noSidewaysScroll(page);
  // Both themes on the game page: the other one is switched to in place, then back.
  const flipTheme = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      root.dataset.theme = root.dataset.theme === 'light' ? 'dark' : 'light';
    });
  expect(await seriousViolations(page)).toEqual([]);
  await flipTheme();
  expect(await seriousViolations(page)).toEqual([]);
  await flipTheme();

  const issueText = await page.getByTestId('lottery-open-issue').textContent();
  const issue = /Issue (\S+)/.exec(issueText!)![1]!;
  await page.getByTestId('slip-place').click();
  await expect(page.getByTestId('slip-placed')).toContainText('2 orders placed');
  await expect(page.getByTestId('slip-line')).toHaveCount(0);
  const afterStake = amountOf(await balance.textContent());

  // The draw happens on its own schedule and is revealed live; the next issue opens.
  const reveal = page.locator(`[data-testid="draw-reveal"][data-issue="${issue}"]`);
  await expect(reveal).toBeVisible({ timeout: 90_000 });
  await expect(reveal).toHaveClass(/animate/);
  await expect(page.getByTestId('lottery-open-issue')).not.toContainText(issue);
  const result = (await reveal.getAttribute('aria-label'))!.split(': ')[1]!.split(' ').map(Number);
  const sum = result.reduce((a, b) => a + b, 0);
  const triple = result[0] === result[1] && result[1] === result[2];

  // Settled: the win is in the lottery wallet, and in My orders.
  if (sum >= 4 && sum <= 17)
    await expect
      .poll(async () => amountOf(await balance.textContent()), { timeout: 30_000 })
      .toBeGreaterThan(afterStake);
  await page.getByTestId('records-tab-orders').click();
  const orders = page.getByTestId('order-row');
  await expect(orders.filter({ hasText: issue })).toHaveCount(2, { timeout: 15_000 });
  const sumOrder = orders.filter({ hasText: issue }).filter({ hasText: '4,5,6' });
  await expect(sumOrder.getByTestId('order-status')).toHaveText(sum >= 4 && sum <= 17 ? 'Won' : 'Lost', {
    timeout: 30_000,
  });
  const bigOrder = orders.filter({ hasText: issue }).filter({ hasNotText: '4,5,6' });
  await expect(bigOrder.getByTestId('order-status')).toHaveText(!triple && sum >= 11 ? 'Won' : 'Lost');

  // The draw checks out in the browser against its published commitment.
  await page.goto(`/lottery?gameCode=FASTDICE&verify=${encodeURIComponent(`FASTDICE:${issue}`)}`);
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'match', {
    timeout: 15_000,
  });
});
