import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';
import { OperatorApi } from '../support/operator';
import { balanceHeader, openCentrePage, playerLogin as login } from '../support/member-area';

/**
 * The player's money, end to end in the browser against the real server: deposit through the
 * demo gateway, to the house vendor's wallet and back, withdraw to the bank card, the operator
 * pays it out, the player confirms "partly received", and the account record shows every step
 * with the balance after it. Other specs log the demo player in too, so every expected figure is
 * computed from the balances read at the start, never from the seed.
 */

const PAYMENT_PASSWORD = '123456'; // the demo seed's (README)
const VENDOR = 1001; // the house vendor's wallet
const MAIN = 0;

// Amounts in cents; odd ones, so a wrong sum cannot pass by accident.
const DEPOSIT = 123_45;
const TO_VENDOR = 200_00;
const FROM_VENDOR = 50_25;
const WITHDRAW = 300_00;
const RECEIVED = 250_00;

/** "4,600.00" (or "Credit +4,600.00", "−300.00") as cents. */
const centsOf = (text: string) => {
  const match = /([0-9][0-9,]*\.[0-9]{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1]!.replaceAll(',', '')) * 100);
};
/** Cents as the site shows them in English: "4,600.00". */
const shown = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const AMOUNT = /^[0-9][0-9,]*\.[0-9]{2}$/;
async function readAmount(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(AMOUNT, { timeout: 15_000 });
  return centsOf((await locator.textContent()) ?? '');
}

const header = balanceHeader;

async function transfer(page: Page, direction: 'in' | 'out', cents: number) {
  await page.getByTestId('transfer-vendor').selectOption(String(VENDOR));
  await page.getByTestId(`transfer-direction-${direction}`).check();
  await page.getByTestId('transfer-amount').fill(shown(cents).replaceAll(',', ''));
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-result')).toHaveText('The transfer is done.', { timeout: 15_000 });
}

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
});
test.afterAll(async () => {
  await ops.dispose();
});

test('deposit through the gateway, to the vendor and back, withdraw, pay-out, partly received, account record', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page);

  // Other specs move the demo player's money (auto-transfer leaves it in a game's wallet), so
  // bring it all back to main first, then read where the player stands.
  await openCentrePage(page, 'transferFund');
  await page.getByTestId('transfer-all-to-main').click();
  await expect(page.getByTestId('transfer-result')).toBeVisible({ timeout: 15_000 });
  await page.reload(); // a fresh page: no result line left over, balances read anew
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
  await openCentrePage(page, 'transferFund');
  const total0 = await readAmount(header(page));
  const main0 = await readAmount(page.getByTestId(`wallet-${MAIN}-amount`));
  const vendor0 = await readAmount(page.getByTestId(`wallet-${VENDOR}-amount`));
  // The journey withdraws WITHDRAW after the deposit and the vendor round trip.
  expect(main0 + DEPOSIT - TO_VENDOR + FROM_VENDOR, 'main must cover the withdrawal').toBeGreaterThanOrEqual(
    WITHDRAW,
  );

  await test.step('bad input changes nothing and says why', async () => {
    await page.getByTestId('transfer-vendor').selectOption(String(VENDOR));
    await page.getByTestId('transfer-direction-in').check();
    await page.getByTestId('transfer-amount').fill(shown(main0 + 1).replaceAll(',', ''));
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-amount-error')).toHaveText(`You have ${shown(main0)} available`);
    await page.getByTestId('transfer-amount').fill('10.005');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-amount-error')).toHaveText(
      'Please enter an amount above 0 with at most 2 decimals',
    );
    await expect(page.getByTestId('transfer-result')).toHaveCount(0);

    await openCentrePage(page, 'withdraw');
    await page.getByTestId('withdraw-amount').fill('100.999');
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-amount-error')).toHaveText(
      'Please enter an amount above 0 with at most 2 decimals',
    );
    await page.getByTestId('withdraw-amount').fill(shown(main0 + 1).replaceAll(',', ''));
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-amount-error')).toHaveText(`You have ${shown(main0)} available`);
    await expect(page.getByTestId('withdraw-done')).toHaveCount(0);
    await expect(page.getByTestId('withdraw-available')).toHaveText(shown(main0));
    await expect(header(page)).toHaveText(shown(total0));
  });

  let depositId = 0;
  await test.step('deposit through the demo gateway', async () => {
    await openCentrePage(page, 'depositv2');
    await page
      .getByTestId(/^deposit-channel-/)
      .filter({ hasText: 'Online payment' })
      .first()
      .click();
    await page.getByTestId('deposit-amount').fill(shown(DEPOSIT));
    await page.getByTestId('deposit-submit').click();

    await expect(page).toHaveURL(/\/pay\/demo\//, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
    await expect(page.locator('.amount')).toHaveText(new RegExp(`${shown(DEPOSIT).replace('.', '\\.')}$`));
    const back = page.waitForRequest((r) => r.isNavigationRequest() && /\/\?deposit=\d+$/.test(r.url()));
    await page.getByRole('button', { name: 'Pay' }).click();
    depositId = Number(/deposit=(\d+)/.exec((await back).url())![1]);

    // Back on the site: the message, the parameter gone, the balance grown by the deposit.
    await expect(page.getByTestId('deposit-return-text')).toHaveText(
      `Your deposit of ${shown(DEPOSIT)} was successful and has been added to your balance.`,
      { timeout: 15_000 },
    );
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('deposit'));
    await expect(header(page)).toHaveText(shown(total0 + DEPOSIT), { timeout: 15_000 });
    await page.getByTestId('deposit-return').getByTestId('confirm-ok').click();
    await expect(page.getByTestId('deposit-return')).toHaveCount(0);
    const [deposit] = (await ops.deposits(DEMO.player)).filter((d) => d.id === depositId);
    expect(deposit).toMatchObject({ status: 'SUCCESS', type: 'ONLINE', amount: DEPOSIT / 100 });
  });

  await test.step('to the vendor wallet and back in My wallet', async () => {
    await openCentrePage(page, 'transferFund');
    await expect(page.getByTestId(`wallet-${MAIN}-amount`)).toHaveText(shown(main0 + DEPOSIT));
    await transfer(page, 'in', TO_VENDOR);
    await expect(page.getByTestId(`wallet-${MAIN}-amount`)).toHaveText(shown(main0 + DEPOSIT - TO_VENDOR));
    await expect(page.getByTestId(`wallet-${VENDOR}-amount`)).toHaveText(shown(vendor0 + TO_VENDOR));
    await transfer(page, 'out', FROM_VENDOR);
    await expect(page.getByTestId(`wallet-${MAIN}-amount`)).toHaveText(
      shown(main0 + DEPOSIT - TO_VENDOR + FROM_VENDOR),
    );
    await expect(page.getByTestId(`wallet-${VENDOR}-amount`)).toHaveText(
      shown(vendor0 + TO_VENDOR - FROM_VENDOR),
    );
    await expect(page.getByTestId('transfer-total')).toContainText(shown(total0 + DEPOSIT));
    await expect(header(page)).toHaveText(shown(total0 + DEPOSIT));
  });

  let withdrawalId = 0;
  await test.step('withdraw to the bank card with the payment password', async () => {
    await openCentrePage(page, 'withdraw');
    await expect(page.getByTestId('withdraw-available')).toHaveText(
      shown(main0 + DEPOSIT - TO_VENDOR + FROM_VENDOR),
    );
    await page
      .getByTestId(/^withdraw-card-/)
      .filter({ hasText: 'BPI' })
      .first()
      .click();
    await page.getByTestId('withdraw-amount').fill(shown(WITHDRAW).replaceAll(',', ''));
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-done')).toHaveText(
      `Your withdrawal of ${shown(WITHDRAW)} has been submitted.`,
      { timeout: 15_000 },
    );
    await expect(header(page)).toHaveText(shown(total0 + DEPOSIT - WITHDRAW), { timeout: 15_000 });

    const [pending] = await ops.withdrawals(DEMO.player, 'PENDING');
    expect(pending).toMatchObject({ username: DEMO.player, amount: WITHDRAW / 100, status: 'PENDING' });
    withdrawalId = pending!.id;
  });

  await test.step('the operator pays it out; the player confirms part of it arrived', async () => {
    expect(await ops.payWithdrawal(withdrawalId)).toMatchObject({ id: withdrawalId, status: 'PAID' });

    await page.getByTestId('withdraw-tab-records').click();
    const row = page.getByTestId(`withdraw-record-${withdrawalId}`);
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'PAID', { timeout: 15_000 });
    await row.getByTestId(`withdraw-record-${withdrawalId}-confirm`).click();
    const dialog = page.getByTestId('withdraw-confirm');
    await expect(dialog.getByTestId('withdraw-confirm-amount')).toHaveText(shown(WITHDRAW));
    await dialog.getByTestId('withdraw-confirm-PARTIAL').check();
    await dialog.getByTestId('withdraw-confirm-received').fill(shown(RECEIVED).replaceAll(',', ''));
    await expect(dialog.getByTestId('withdraw-confirm-remaining')).toHaveText(
      `Remaining amount: ${shown(WITHDRAW - RECEIVED)}`,
    );
    await page.getByTestId('withdraw-confirm-submit').click();
    await expect(dialog).toHaveCount(0, { timeout: 15_000 });
    await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'PARTIAL', { timeout: 15_000 });
    await expect(row).toContainText(`Received ${shown(RECEIVED)}, remaining ${shown(WITHDRAW - RECEIVED)}`);
    const [after] = (await ops.withdrawals(DEMO.player)).filter((w) => w.id === withdrawalId);
    expect(after).toMatchObject({
      status: 'PARTIAL',
      receivedAmount: RECEIVED / 100,
      remainingAmount: (WITHDRAW - RECEIVED) / 100,
    });
    // A confirmation moves no money.
    await expect(header(page)).toHaveText(shown(total0 + DEPOSIT - WITHDRAW));
  });

  await test.step('the account record shows each step with the balance after it', async () => {
    await openCentrePage(page, 'transactionHistory');
    const rows = page.getByTestId('transaction-row');
    const expected = [
      { type: 'Withdrawal', amount: -WITHDRAW, reference: `W${withdrawalId}` },
      { type: 'Transfer from game wallet', amount: FROM_VENDOR, reference: /^VT\d+$/ },
      { type: 'Transfer to game wallet', amount: -TO_VENDOR, reference: /^VT\d+$/ },
      { type: 'Deposit', amount: DEPOSIT, reference: `D${depositId}` },
    ];
    // Newest first; the balance after each step, worked back from the last one.
    let balance = main0 + DEPOSIT - TO_VENDOR + FROM_VENDOR - WITHDRAW;
    await expect(rows.first().getByTestId('transaction-type')).toHaveText('Withdrawal', { timeout: 15_000 });
    for (const [i, step] of expected.entries()) {
      const row = rows.nth(i);
      await expect(row.getByTestId('transaction-type')).toHaveText(step.type);
      await expect(row.getByTestId('transaction-amount')).toHaveText(
        new RegExp(`${step.amount < 0 ? '−' : '\\+'}${shown(Math.abs(step.amount)).replace('.', '\\.')}$`),
      );
      await expect(row.getByTestId('transaction-balance')).toHaveText(shown(balance));
      await expect(row.getByTestId('transaction-reference')).toHaveText(step.reference);
      balance -= step.amount;
    }
    // The movement before the test left the main wallet where the test found it: nothing else moved.
    expect(balance).toBe(main0);
    await expect(rows.nth(expected.length).getByTestId('transaction-balance')).toHaveText(shown(main0));
  });
});
