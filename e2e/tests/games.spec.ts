import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';
import { OperatorApi } from '../support/operator';

/**
 * Games, end to end: the navigation's dropdowns, a category page, launching the house slot (the
 * login prompt first when logged out), real spins in the /game iframe moving the vendor wallet,
 * the bets in the betting record and the profit and loss, the vassalage popup and the
 * maintenance refusal.
 */

async function login(page: Page) {
  await page.getByTestId('header-username').fill(DEMO.player);
  await page.getByTestId('header-password').fill(DEMO.password);
  await page.getByTestId('header-login-button').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** The house wallet's balance in cents, from the site's own balance call. */
async function houseWallet(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = sessionStorage.getItem('token') ?? '';
    const res = await fetch('/wps/v2/wallets/balance', {
      headers: { authorization: token.replace(/^"|"$/g, '') },
    });
    const body = (await res.json()) as {
      value: { balance: Array<{ accountTypeId: number; availBalance: number }> };
    };
    return Math.round(body.value.balance.find((w) => w.accountTypeId === 1001)!.availBalance * 100);
  });
}

test('navigation dropdowns show vendors with the hot badge, centred when few', async ({ page }) => {
  await page.goto('/');
  const entry = page.getByTestId('nav-entry-RNG');
  await expect(entry).toBeVisible();
  await page.getByTestId('nav-toggle-RNG').click();
  const dropdown = page.getByTestId('nav-dropdown-RNG');
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByTestId('nav-vendor-HOUSE')).toContainText('Demo Bet Games');
  await expect(dropdown.getByTestId('nav-vendor-HOUSE').getByTestId('hot-badge')).toBeVisible();
  await expect(entry).toHaveClass(/nav-entry-centred/);
  await page.getByTestId('nav-toggle-SPORTS').click();
  await expect(page.getByTestId('nav-dropdown-SPORTS').getByTestId('maintenance-badge')).toBeVisible();
});

test('a vendor under maintenance is refused with the translated message', async ({ page }) => {
  await page.goto('/sports');
  await page.getByTestId('nav-toggle-SPORTS').click();
  await page.getByTestId('nav-dropdown-SPORTS').getByTestId('nav-vendor-SABA').click();
  await expect(page.getByTestId('game-launch-error-text')).toContainText(/maintenance/i);
});

test('the slot asks a visitor to log in, then plays for real: spins, bets recorded, profit and loss', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/rng?page=HOUSE');
  const slot = page.getByTestId('games-grid').getByText('Lucky Sevens');
  await expect(slot).toBeVisible({ timeout: 15_000 });
  await slot.click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await page.keyboard.press('Escape');

  await login(page);
  await page.goto('/rng?page=HOUSE');
  await page.getByTestId('games-grid').getByText('Lucky Sevens').click();
  const frame = page.frameLocator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();
  const balance = frame.locator('.hv-balance__value');
  await expect(balance).toHaveText(/[0-9]\.[0-9]{2}/, { timeout: 15_000 });
  const spins = 3;
  for (let i = 0; i < spins; i++) {
    await frame.locator('.hv-spin').click();
    await expect(frame.locator('.hv-spin')).toBeEnabled({ timeout: 15_000 });
  }
  // Each spin cost 0.20 (the lowest line bet): the vendor wallet the site reports is the game's.
  const inGame = Math.round(Number(((await balance.textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100);
  expect(await houseWallet(page)).toBe(inGame);
  // Closing the game brings the money back to main (auto-transfer, issue 11), where the other
  // specs expect the demo player's money.
  await page.getByTestId('game-popup-close').click();
  await expect.poll(() => houseWallet(page), { timeout: 10_000 }).toBe(0);

  // The bet-sync job brings the rounds into the betting record within seconds.
  await page.goto('/');
  await page.getByTestId('shortcut-security').click();
  const menu = (name: string) => page.getByTestId('member-centre').getByTestId(`centre-menu-${name}`);
  const record = page.getByTestId('betting-record-page');
  await expect(async () => {
    // Opening the page again asks the server again.
    await menu('bonusDetails').click();
    await menu('personalHistoryCopy').click();
    await expect(record.getByTestId('bet-row').first()).toContainText('Lucky Sevens', { timeout: 2_000 });
    expect(await record.getByTestId('bet-row').count()).toBeGreaterThanOrEqual(spins);
  }).toPass({ timeout: 30_000 });

  await menu('personalProfit').click();
  const profit = page.getByTestId('personal-profit-page');
  await expect(profit.getByTestId('profit-category-table')).toContainText(/RNG|Slots/);
  await expect(profit.getByTestId('profit-chart')).toBeVisible();
});

test('a vassalage vendor opens a popup list of its sub-games', async ({ page }) => {
  const ops = await OperatorApi.login();
  await ops.setVendor('HOUSE', { isGame: 'VASSALAGE' });
  try {
    await page.goto('/');
    await page.getByTestId('nav-toggle-RNG').click();
    await page.getByTestId('nav-dropdown-RNG').getByTestId('nav-vendor-HOUSE').click();
    const list = page.getByTestId('sub-games-list');
    await expect(list).toContainText('Lucky Sevens');
    await expect(list).toContainText('Ocean Hunter');
  } finally {
    await ops.setVendor('HOUSE', { isGame: 'HUB' });
  }
});
