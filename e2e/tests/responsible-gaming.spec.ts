import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInToConsole } from '../support/backoffice';
import { freshMobile, freshUsername, loginFromHeader, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { advanceSettlementClock } from '../support/test-clock';

/**
 * Issue 20 against the real server: a new player sets a daily deposit limit of 100; a deposit of
 * 150 is refused with the limit, what is left and its reset; raising it to 500 waits 24 hours
 * (shown pending) and applies once the server's clock has moved a day; a self-exclusion for six
 * months logs the player out and the login then names its end and leads to the withdrawal-only
 * page, where the player sets a payment password, adds a bank card and withdraws what they
 * deposited; the operator's Responsible gaming
 * page shows the player excluded, the limit's history and the refused deposit. A reality check set
 * to 15 minutes comes over the slot once the browser's clock has run that long.
 */
const DAY_MS = 86_400_000;
const PAYMENT_PASSWORD = '135790';

test('a player limits their deposits, raises the limit a day later, excludes themselves and withdraws what is left', async ({
  page,
  browser,
}) => {
  // A whole journey (deposit, a day later, exclusion, withdrawal, the operator): not 30 s on a busy machine.
  test.setTimeout(120_000);
  const player = { username: freshUsername('rg'), password: 'Welcome2026x', mobile: freshMobile() };
  await registerInPage(page, player);

  const setDepositLimit = async (value: string) => {
    await openCentrePage(page, 'responsibleGaming');
    await page.getByTestId('rg-limit-value-input').fill(value);
    await page.getByTestId('rg-limit-save').click();
    await expect(page.getByTestId('rg-limit-saved')).toBeVisible();
  };
  const depositOnline = async (amount: string) => {
    await openCentrePage(page, 'depositv2');
    await page
      .getByTestId(/^deposit-channel-/)
      .filter({ hasText: 'Online payment' })
      .first()
      .click();
    await page.getByTestId('deposit-amount').fill(amount);
    await page.getByTestId('deposit-submit').click();
  };

  await test.step('a daily deposit limit of 100 applies at once', async () => {
    await setDepositLimit('100');
    await expect(page.getByTestId('rg-limit-saved')).toHaveText(/applies now/);
    await expect(page.getByTestId('rg-limit-DEPOSIT-DAY-value')).toContainText('100.00');
  });

  await test.step('a deposit of 150 is refused with what is left and when it resets', async () => {
    await depositOnline('150');
    await expect(page.getByTestId('deposit-error')).toContainText('Daily deposit limit');
    await expect(page.getByTestId('deposit-error')).toContainText('100.00');
    await expect(page).not.toHaveURL(/\/pay\/demo\//);
  });

  await test.step('raising it to 500 waits 24 hours, then applies', async () => {
    await setDepositLimit('500');
    await expect(page.getByTestId('rg-pending-DEPOSIT-DAY')).toContainText('500.00');
    await expect(page.getByTestId('rg-limit-DEPOSIT-DAY-value')).toContainText('100.00');

    await advanceSettlementClock(DAY_MS + 60_000);
    await page.reload();
    await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
    await openCentrePage(page, 'responsibleGaming');
    await expect(page.getByTestId('rg-limit-DEPOSIT-DAY-value')).toContainText('500.00');
    await expect(page.getByTestId('rg-pending-DEPOSIT-DAY')).toHaveCount(0);

    await depositOnline('150');
    await expect(page).toHaveURL(/\/pay\/demo\//, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('deposit-return-text')).toBeVisible({ timeout: 15_000 });
  });

  await test.step('a six-month self-exclusion logs the player out; the login names its end', async () => {
    await page.goto('/');
    await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
    await openCentrePage(page, 'responsibleGaming');
    // The account history counts the deposit just made.
    await expect(page.getByTestId('rg-history-table')).toContainText('150.00');
    await page.getByTestId('rg-exclude-kind-SELF_EXCLUSION').click();
    await page.getByTestId('rg-exclude-start').click();
    await expect(page.getByTestId('rg-exclude-dialog')).toBeVisible();
    await page.getByTestId('rg-exclude-password').fill(player.password);
    await page.getByTestId('rg-exclude-confirm').click();
    await expect(page.getByTestId('rg-exclude-done')).toBeVisible({ timeout: 15_000 });
    const end = (await page.getByTestId('rg-exclude-done-end').textContent()) ?? '';
    expect(end).toMatch(/20\d\d/);
    await page.getByTestId('rg-exclude-done-ok').click();
    await expect(page.getByTestId('member-area')).toHaveCount(0);

    await loginFromHeader(page, player.username, player.password);
    await expect(page.getByTestId('login-error')).toContainText('self-excluded until');
    await expect(page.getByTestId('member-area')).toHaveCount(0);
  });

  await test.step('the refused login leads to the withdrawal-only page, where the balance is withdrawn', async () => {
    await page.getByTestId('login-withdrawal-link').click();
    await expect(page).toHaveURL(/\/withdrawal\?code=/);
    await page.getByTestId('withdrawal-continue').click();
    await expect(page.getByTestId('withdrawal-exclusion')).toContainText('self-exclusion');
    await expect(page.getByTestId('withdrawal-main-balance')).toContainText('150.00', { timeout: 15_000 });
    // The rest of the site is closed to this session.
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/withdrawal$/);
    await expect(page.getByTestId('withdrawal-main-balance')).toContainText('150.00', { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('withdraw-open-security').click();
    await page.getByTestId('payment-loginPassword').fill(player.password);
    await page.getByTestId('payment-newPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('payment-confirm').fill(PAYMENT_PASSWORD);
    await page.getByTestId('payment-save').click();
    await expect(page.getByTestId('withdrawal-payment-saved')).toBeVisible();

    await page.getByTestId('withdraw-go-cards').click();
    await page.getByTestId('bank-card-add').click();
    await page.getByTestId('bank-bankName').fill('BDO');
    await page.getByTestId('bank-accountName').fill('Responsible Player');
    await page.getByTestId('bank-accountNumber').fill('1234567890');
    await page.getByTestId('bank-paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('add-bank-card-submit').click();
    await expect(page.getByTestId('bank-cards')).toContainText('7890');

    await page.getByTestId('withdraw-tab-withdraw').click();
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-done')).toContainText('150.00');
    await expect(page.getByTestId('withdrawal-main-balance')).toContainText('0.00');
  });

  await test.step("the operator sees the exclusion, the limit's history and the refused deposit", async () => {
    const context = await browser.newContext();
    const operator = await context.newPage();
    await signInToConsole(operator);
    await operator.goto('/backoffice/responsible-gaming');
    await expect(operator.getByTestId('bo-rg-page')).toBeVisible({ timeout: 15_000 });
    await operator.getByTestId('bo-rg-filter').selectOption('EXCLUDED');
    await operator.getByTestId(`bo-rg-row-${player.username}`).click();
    const detail = operator.getByTestId('bo-rg-detail');
    await expect(detail).toBeVisible();
    await expect(detail.getByTestId('bo-rg-exclusion-row')).toContainText('6');
    await expect(detail.getByTestId('bo-rg-change-row')).toHaveCount(2);
    await expect(detail.getByTestId('bo-rg-player-refusal')).toHaveCount(1);
    await context.close();
  });
});

test('a reality check comes over the slot after the chosen interval, and pauses it', async ({ page }) => {
  await page.clock.install();
  const player = { username: freshUsername('rc'), password: 'Welcome2026x', mobile: freshMobile() };
  await registerInPage(page, player);
  await openCentrePage(page, 'responsibleGaming');
  await page.getByTestId('rg-reality-select').selectOption('15');
  await page.getByTestId('rg-reality-save').click();
  await expect(page.getByTestId('rg-reality-saved')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/rng?page=HOUSE');
  await page.getByTestId('games-grid').getByText('Lucky Sevens').click();
  const frame = page.frameLocator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();
  await expect(frame.locator('.hv-spin')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('reality-check')).toHaveCount(0);

  await page.clock.fastForward('15:30');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check.getByTestId('reality-check-staked')).toBeVisible();
  // The game is paused meanwhile: it says so, and nothing in it can be played.
  await expect(frame.locator('.hv-paused')).toBeVisible();
  await expect(frame.locator('#game')).toHaveJSProperty('inert', true);
  await check.getByTestId('reality-check-continue').click();
  await expect(check).toHaveCount(0);
  await expect(frame.locator('.hv-paused')).toBeHidden();
  await expect(frame.locator('#game')).toHaveJSProperty('inert', false);
  await expect(frame.locator('.hv-spin')).toBeEnabled();
});
