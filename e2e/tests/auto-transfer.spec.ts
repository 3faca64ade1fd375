import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';
import { OperatorApi } from '../support/operator';

/**
 * One click to play (issue 11): opening a game of the house vendor moves the member's money into
 * its wallet, so the game shows it at once; closing the game brings it back. The demo agent plays
 * here (20,000.00 seeded), so the demo player's figures stay as the other specs expect them.
 */

const MAIN = 0;
const HOUSE = 1001;

test.beforeAll(async () => {
  // Another spec changes the agent's password and puts it back; make sure it is the demo one.
  const ops = await OperatorApi.login();
  await ops.setMemberPassword(DEMO.agent, DEMO.password);
  await ops.dispose();
});

async function logIn(page: Page) {
  await page.goto('/');
  await page.getByTestId('header-username').fill(DEMO.agent);
  await page.getByTestId('header-password').fill(DEMO.password);
  await page.getByTestId('header-login-button').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** Main and house wallets in cents, from the site's own balance call. */
async function wallets(page: Page): Promise<{ main: number; house: number }> {
  return page.evaluate(
    async ({ main, house }) => {
      const token = sessionStorage.getItem('token') ?? '';
      const res = await fetch('/wps/v2/wallets/balance', {
        headers: { authorization: token.replace(/^"|"$/g, '') },
      });
      const body = (await res.json()) as {
        value: { balance: Array<{ accountTypeId: number; availBalance: number }> };
      };
      const cents = (id: number) =>
        Math.round(body.value.balance.find((w) => w.accountTypeId === id)!.availBalance * 100);
      return { main: cents(main), house: cents(house) };
    },
    { main: MAIN, house: HOUSE },
  );
}

/** Opens Lucky Sevens from /rng (in the game popup) and answers the balance the game shows, in cents. */
async function openLuckySevens(page: Page): Promise<number> {
  await page.goto('/rng?page=HOUSE');
  await page.getByTestId('games-grid').getByText('Lucky Sevens').click();
  const frame = page.frameLocator('[data-testid="game-popup-frame"]');
  const balance = frame.locator('.hv-balance__value');
  await expect(balance).toHaveText(/[0-9]\.[0-9]{2}/, { timeout: 15_000 });
  return Math.round(Number(((await balance.textContent()) ?? '').replace(/[^0-9.]/g, '')) * 100);
}

test('opening a game moves the money into its wallet, closing it brings the money back', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page);
  const before = await wallets(page);
  const total = before.main + before.house;
  expect(before.main).toBeGreaterThan(0);

  // The game shows the member's money, not 0.00: all of it is in the house games' wallet now.
  expect(await openLuckySevens(page)).toBe(total);
  expect(await wallets(page)).toEqual({ main: 0, house: total });
  await expect(page.getByTestId('wallet-notice')).toHaveCount(0);

  await page.getByTestId('game-popup-close').click();
  await expect(page.getByTestId('game-popup')).toHaveCount(0);
  await expect.poll(() => wallets(page), { timeout: 10_000 }).toEqual({ main: total, house: 0 });
});

test('switched off in My wallet, opening a game moves nothing', async ({ page }) => {
  test.setTimeout(60_000);
  await logIn(page);
  const openSetting = async () => {
    await page.getByTestId('shortcut-security').click();
    await page.getByTestId('member-centre').getByTestId('centre-menu-transferFund').click();
    const form = page.getByTestId('auto-transfer-form');
    await expect(form).toBeVisible({ timeout: 15_000 });
    return form;
  };
  const save = async (on: boolean) => {
    const form = await openSetting();
    await form.getByTestId('auto-transfer-switch').setChecked(on);
    await form.getByTestId('auto-transfer-save').click();
    await expect(form.getByTestId('auto-transfer-result')).toHaveText(
      'Saved. It applies the next time you open a game.',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('member-centre')).toHaveCount(0);
  };

  await save(false);
  try {
    const before = await wallets(page);
    expect(await openLuckySevens(page)).toBe(before.house);
    expect(await wallets(page)).toEqual(before);
    await page.getByTestId('game-popup-close').click();
    await expect(page.getByTestId('game-popup')).toHaveCount(0);
    expect(await wallets(page)).toEqual(before);
  } finally {
    await page.goto('/');
    await save(true);
  }
});
