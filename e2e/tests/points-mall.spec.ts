import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { depositWithDemoPay } from '../support/deposit-with-demo-pay';
import { cents, playHouseSlot } from '../support/house-slot';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { balanceHeader, openCentrePage } from '../support/member-area';

/** Centipoints from a shown figure (`1,234.56` → 123456). */
const centipoints = (text: string | null) => cents(text);

/**
 * Issue 18, points end to end against the real server: a new player deposits (10 % of it in
 * points), plays the house slot (valid bet × 1.20, per spin), and the earning job's points appear
 * on /pointMall; the player sets a payment password when the redeem asks for it, redeems a P 10
 * cash item, and the header balance, the points and the redeem history agree.
 */
test('deposit and slot spins earn points at their multipliers; a cash item is redeemed with the payment password', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const player = { username: freshUsername('points'), password: 'Welcome2026x', mobile: freshMobile() };
  await registerInPage(page, player);

  await test.step('a deposit of 10,000 through the demo gateway', async () => {
    await openCentrePage(page, 'depositv2');
    await depositWithDemoPay(page, '10000.00');
  });

  // Each spin is one bet of `stake` cents: 1.20 points per 1.00, rounded down per bet.
  const spins = 3;
  const staked = await playHouseSlot(page, spins);
  const perSpin = Math.floor(((staked / spins) * 120) / 100);
  const expected = 100_000 + spins * perSpin; // 1,000 points from the deposit, then the spins

  await test.step('/pointMall shows the points once the earning job has counted them', async () => {
    await page.goto('/pointMall');
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('points-balance')).toHaveText(/[0-9]/, { timeout: 5_000 });
      expect(centipoints(await page.getByTestId('points-balance').textContent())).toBe(expected);
    }).toPass({ timeout: 40_000 });
    await page.getByTestId('points-tab-details').click();
    const details = page.getByTestId('page-pointMall');
    await expect(details.getByText('Lucky Sevens')).toHaveCount(spins, { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  const cash = page.locator('[data-testid^="mall-item-"]').filter({ hasText: 'P 10 cash' }).first();
  const before = cents(await balanceHeader(page).innerText());

  await test.step('the redeem asks for a payment password first; the player sets one', async () => {
    await page.getByTestId('points-tab-mall').click();
    await cash.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByTestId('redeem-password').fill('246810');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await dialog.getByRole('button', { name: 'Set payment password' }).click();
    await expect(page.getByTestId('payment-password-form')).toBeVisible({ timeout: 15_000 });
    await page.getByTestId('payment-loginPassword').fill(player.password);
    await page.getByTestId('payment-newPaymentPassword').fill('246810');
    await page.getByTestId('payment-confirm').fill('246810');
    await page.getByTestId('payment-save').click();
    await expect(page.getByTestId('payment-saved')).toBeVisible({ timeout: 15_000 });
    await page.goto('/pointMall');
  });

  await test.step('redeeming P 10 cash: balance +10.00, points −1,000, history approved', async () => {
    await cash.getByRole('button', { name: 'Redeem' }).click();
    const dialog = page.getByTestId('redeem-dialog');
    await dialog.getByTestId('redeem-password').fill('246810');
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expect(page.getByTestId('redeem-done')).toContainText('has been added to your balance', {
      timeout: 15_000,
    });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(async () => {
      expect(cents(await balanceHeader(page).innerText())).toBe(before + 1_000);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('points-balance')).toHaveText(
      ((expected - 100_000) / 100).toLocaleString('en', { minimumFractionDigits: 2 }),
      { timeout: 15_000 },
    );
    await page.getByTestId('points-tab-history').click();
    const row = page.getByTestId(/^points-history-row-/).filter({ hasText: 'P 10 cash' });
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByText('1,000')).toBeVisible();
  });
});
