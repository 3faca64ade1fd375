import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { playerLogin } from '../support/member-area';

/**
 * The lottery records on /vnlottery and /seaLottery (issue 16): the demo vendor's drawn results as
 * prize tables, the trend and the VN numbers, a draw verified in the browser (Web Crypto) against
 * the server's own seed and result, and a player's order listed and cancelled. Axe in both
 * themes; no sideways scroll at 375 px.
 */

const THEMES = ['dark', 'light'] as const;

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

for (const theme of THEMES) {
  test(`VN and SEA results, trend and numbers, ${theme} theme, at 375 px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);

    await page.goto('/vnlottery?gameCode=VN_NORTH');
    const table = page.getByTestId('vn-prize-table').first();
    await expect(table).toBeVisible({ timeout: 15_000 });
    // North: 8 tiers from ĐB down to G7, 27 numbers
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').first()).toContainText('ĐB');
    await expect(table.locator('li')).toHaveCount(27);
    await expect(page.getByTestId('result-row').first()).toContainText('House draw');
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('records-tab-trend').click();
    await expect(page.getByTestId('trend-grid')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('trend-hot')).not.toHaveText('—');
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('records-tab-numbers').click();
    await expect(page.getByTestId('vn-numbers').locator('li')).toHaveCount(100, { timeout: 15_000 });
    await noSidewaysScroll(page);

    await page.goto('/seaLottery');
    const sea = page.getByTestId('sea-prize-table').first();
    await expect(sea).toBeVisible({ timeout: 15_000 });
    await expect(sea.getByTestId('tier-STARTER').locator('li')).toHaveCount(10);
    await expect(sea.getByTestId('tier-CONSOLATION').locator('li')).toHaveCount(10);
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a draw verifies in the browser and its shareable address opens the same check', async ({ page }) => {
  await page.goto('/seaLottery?gameCode=SEA_4D');
  const row = page.getByTestId('result-row').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const href = await row.getByTestId('result-verify').getAttribute('href');
  await row.getByTestId('result-verify').click();
  const verdict = page.getByTestId('verify-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'match', { timeout: 15_000 });
  expect(await seriousViolations(page, '[data-testid="verify-modal"]')).toEqual([]);
  await page.keyboard.press('Escape');

  // The same draw from its address, on /lottery; and what the server publishes agrees.
  await page.goto(href!);
  await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'match', {
    timeout: 15_000,
  });
  const [game, issue] = decodeURIComponent(new URL(href!, 'http://x').searchParams.get('verify')!).split(':');
  const published = await page.request.get(`/hv/lottery/draw?game=${game}&issue=${issue}`);
  const { value } = (await published.json()) as { value: { draw: { commit: string } } };
  await expect(page.getByTestId('verify-step-3')).toContainText(value.draw.commit);
});

test('a player sees an order in My orders and cancels it while its draw is open', async ({ page }) => {
  test.setTimeout(60_000);
  await playerLogin(page);
  await page.goto('/vnlottery?gameCode=VN_SOUTH');
  await page.waitForFunction(() => sessionStorage.getItem('lotterySession'), null, { timeout: 20_000 });
  // A bet straight through the lottery API with the page's session (the betting panel has its own tests).
  const placed = await page.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('lotterySession')!) as { token: string };
    const next = (await (await fetch('/hv/lottery/next')).json()) as {
      value: { draws: { game: string; issue: string }[] };
    };
    const issue = next.value.draws.find((d) => d.game === 'VN_SOUTH')!.issue;
    const response = await fetch('/hv/lottery/bets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-game-session': token },
      body: JSON.stringify({
        game: 'VN_SOUTH',
        issue,
        lines: [{ playType: 'LO2', content: '12,34', unitPrice: 1, multiple: 2 }],
      }),
    });
    return ((await response.json()) as { value: { orders: { id: string }[] } }).value.orders[0]!.id;
  });

  await page.getByTestId('records-tab-orders').click();
  await page.getByTestId('orders-status').selectOption('PENDING');
  const row = page.getByTestId('order-row').first();
  await expect(row).toContainText('12,34', { timeout: 15_000 });
  await expect(row.getByTestId('order-units')).toHaveText('2 × 1.00 × 2');
  expect(await seriousViolations(page, '[data-testid="lottery-orders"]')).toEqual([]);

  await row.getByTestId('order-cancel').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('orders-cancelled')).toBeVisible();
  await page.getByTestId('orders-status').selectOption('CANCELLED');
  await expect(page.getByTestId('order-row').first()).toContainText('Cancelled');
  const orders = await page.evaluate(async (id) => {
    const { token } = JSON.parse(sessionStorage.getItem('lotterySession')!) as { token: string };
    const r = await fetch('/hv/lottery/orders?game=VN_SOUTH', { headers: { 'x-game-session': token } });
    return ((await r.json()) as { value: { orders: { id: string; status: string }[] } }).value.orders.find(
      (o) => o.id === id,
    )!.status;
  }, placed);
  expect(orders).toBe('CANCELLED');
});
