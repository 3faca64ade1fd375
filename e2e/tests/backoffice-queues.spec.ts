import { expect, request, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { enrolTwoFactor, signInToConsole } from '../support/backoffice';
import { BASE_URL, DEMO, OPERATOR } from '../support/constants';
import { balanceHeader, openCentrePage, playerLogin } from '../support/member-area';
import { seriousViolations } from '../support/axe';

/**
 * Issue 13 item 5, the money queues in Chromium: the demo player makes a bank-transfer deposit
 * with a receipt and a finance operator signed in with two-factor confirms it in the console, the player requests a
 * withdrawal and finance pays it, and the player sees both in the site; two finance sessions race
 * for one withdrawal (one pays, the other is told who did); axe on the three queue pages in both
 * themes.
 */

const OPERATOR_PASSWORD = 'e2e queues operator password';
const PAYMENT_PASSWORD = '123456'; // the demo seed's (README)
// Odd amounts in cents, so a wrong sum cannot pass by accident.
const DEPOSIT = 612_34;
const WITHDRAW = 143_21;
// A 1×1 PNG: what the player uploads as the transfer receipt.
const RECEIPT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const shown = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const centsOf = (text: string) =>
  Math.round(Number(/([0-9][0-9,]*\.[0-9]{2})/.exec(text)![1]!.replaceAll(',', '')) * 100);

async function apiLogin(ctx: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await ctx.post('/ops/session/login', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.token as string;
}

/** A new finance operator made by the e2e admin through the API (a unique name per call). */
async function createFinanceOperator(name: string) {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  const admin = await apiLogin(ctx, OPERATOR.username, OPERATOR.password);
  const username = `${name}-${Date.now().toString(36)}`;
  const res = await ctx.post('/ops/operators', {
    data: { username, password: OPERATOR_PASSWORD, role: 'finance' },
    headers: { authorization: admin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await ctx.dispose();
  return { username, password: OPERATOR_PASSWORD };
}

// --- the player's side, in the site ---

const header = balanceHeader;

async function readBalance(page: Page): Promise<number> {
  await expect(header(page)).toHaveText(/^[0-9][0-9,]*\.[0-9]{2}$/, { timeout: 15_000 });
  return centsOf((await header(page).textContent()) ?? '');
}

/** The player asks to withdraw `cents` to the BPI card; answers the new withdrawal's id. */
async function requestWithdrawal(page: Page, cents: number): Promise<number> {
  await openCentrePage(page, 'withdraw');
  await page
    .getByTestId(/^withdraw-card-/)
    .filter({ hasText: 'BPI' })
    .first()
    .click();
  await page.getByTestId('withdraw-amount').fill(shown(cents).replaceAll(',', ''));
  await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toHaveText(
    `Your withdrawal of ${shown(cents)} has been submitted.`,
    { timeout: 15_000 },
  );
  await page.getByTestId('withdraw-tab-records').click();
  const newest = page.getByTestId(/^withdraw-record-\d+$/).first();
  await expect(newest).toContainText(shown(cents));
  await expect(newest.locator('[data-status]')).toHaveAttribute('data-status', 'PENDING');
  return Number(/(\d+)$/.exec((await newest.getAttribute('data-testid'))!)![1]);
}

// --- the console's side ---

async function financeConsole(
  browser: Browser,
  operator: { username: string; password: string; totpSecret?: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInToConsole(page, operator);
  return { context, page };
}

/** The queue row of one item: the cell with its id, then its row. */
const queueRow = (page: Page, id: number) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });

test('finance confirms a bank-transfer deposit and pays a withdrawal; the player sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A finance operator with an authenticator: the console asks its code at sign-in.
  const financeAccount = await createFinanceOperator('cashier');
  const finance = { ...financeAccount, totpSecret: await enrolTwoFactor(financeAccount) };
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await playerLogin(page);
  const before = await readBalance(page);

  await test.step('the player sends a bank-transfer deposit with its receipt', async () => {
    await openCentrePage(page, 'depositv2');
    await page
      .getByTestId(/^deposit-channel-/)
      .filter({ hasText: 'Bank transfer' })
      .click();
    await expect(page.getByTestId('deposit-bank-details')).toBeVisible();
    await page.getByTestId('deposit-amount').fill(shown(DEPOSIT).replaceAll(',', ''));
    await page.getByTestId('deposit-reference').fill(reference);
    await page
      .getByTestId('deposit-receipt')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT_PNG });
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-submitted')).toBeVisible({ timeout: 15_000 });
  });

  const cashier = await financeConsole(browser, finance);
  await test.step('finance confirms it in the console, with the receipt in front of them', async () => {
    const c = cashier.page;
    await c.getByRole('link', { name: /Deposits/ }).click();
    await expect(c.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    const row = c.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(shown(DEPOSIT));
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Confirm' }).click();
    const dialog = c.getByRole('dialog', { name: /Confirm deposit #\d+/ });
    await expect(
      dialog.getByRole('img', { name: new RegExp(`receipt uploaded by ${DEMO.player}`) }),
    ).toBeVisible();
    await dialog.getByLabel(/Note/).fill('seen on the statement');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      c.getByText(new RegExp(`Deposit #\\d+ confirmed: ${shown(DEPOSIT)} credited`)),
    ).toBeVisible();
    await c.getByLabel('Status').selectOption('SUCCESS');
    await c.getByRole('button', { name: 'Apply' }).click();
    await expect(c).toHaveURL(/status=SUCCESS/);
    await expect(c.getByRole('row').filter({ hasText: reference })).toContainText(finance.username);
  });

  await test.step('the player sees the deposit successful and the balance grown', async () => {
    await page.reload();
    await expect(header(page)).toHaveText(shown(before + DEPOSIT), { timeout: 15_000 });
    await openCentrePage(page, 'depositv2');
    await page.getByTestId('deposit-tab-records').click();
    const record = page.getByTestId('deposit-records').getByRole('row').filter({ hasText: reference });
    await expect(record.locator('[data-status]')).toHaveAttribute('data-status', 'SUCCESS', {
      timeout: 15_000,
    });
  });

  let withdrawalId = 0;
  await test.step('the player requests a withdrawal to the bank card', async () => {
    withdrawalId = await requestWithdrawal(page, WITHDRAW);
  });

  await test.step('finance pays it, seeing the bank card', async () => {
    const c = cashier.page;
    await c.getByRole('link', { name: /Withdrawals/ }).click();
    const row = queueRow(c, withdrawalId);
    await expect(row).toContainText(shown(WITHDRAW));
    await row.getByRole('button', { name: 'Pay' }).click();
    const dialog = c.getByRole('dialog', { name: `Pay withdrawal #${withdrawalId}` });
    const card = dialog.getByRole('region', { name: 'Pay to' });
    await expect(card).toContainText('BPI');
    await expect(card).toContainText(DEMO.player);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(
      c.getByText(`Withdrawal #${withdrawalId} marked paid: ${shown(WITHDRAW)} to ${DEMO.player}.`),
    ).toBeVisible();
    await expect(queueRow(c, withdrawalId)).toHaveCount(0);
  });

  await test.step('the player sees it paid out', async () => {
    await page.reload();
    await openCentrePage(page, 'withdraw');
    await page.getByTestId('withdraw-tab-records').click();
    await expect(
      page.getByTestId(`withdraw-record-${withdrawalId}`).locator('[data-status]'),
    ).toHaveAttribute('data-status', 'PAID', { timeout: 15_000 });
    await expect(header(page)).toHaveText(shown(before + DEPOSIT - WITHDRAW));
  });
  await cashier.context.close();

  await test.step("the admin's audit log lists every action of the journey", async () => {
    const admin = await browser.newContext();
    const a = await admin.newPage();
    await signInToConsole(a);
    await a.getByRole('link', { name: 'Audit log' }).click();
    await a.getByLabel('Operator', { exact: true }).fill(finance.username);
    await a.getByRole('button', { name: 'Search' }).click();
    await expect(a).toHaveURL(new RegExp(`operator=${finance.username}`));
    // Counted, not just seen: the list before the search holds other operators' entries too.
    for (const action of ['operator.two_factor.enrol', 'deposit.confirm', 'withdraw.pay'])
      await expect(a.getByRole('cell', { name: action, exact: true })).toHaveCount(1);
    await admin.close();
  });
});

test('two finance sessions race for one withdrawal: one pays, the other is told who did', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const first = await createFinanceOperator('race-a');
  const second = await createFinanceOperator('race-b');
  await playerLogin(page);
  const id = await requestWithdrawal(page, 101_11);
  const a = await financeConsole(browser, first);
  const b = await financeConsole(browser, second);

  // Both open the same pending withdrawal's pay dialog.
  const dialogs = [];
  for (const s of [a, b]) {
    await s.page.goto('/backoffice/withdrawals');
    await queueRow(s.page, id).getByRole('button', { name: 'Pay' }).click();
    const dialog = s.page.getByRole('dialog', { name: `Pay withdrawal #${id}` });
    await expect(dialog.getByRole('region', { name: 'Pay to' })).toBeVisible();
    dialogs.push(dialog);
  }
  await dialogs[0]!.getByRole('button', { name: 'Pay' }).click();
  await expect(a.page.getByText(`Withdrawal #${id} marked paid`, { exact: false })).toBeVisible();

  await dialogs[1]!.getByRole('button', { name: 'Pay' }).click();
  await expect(dialogs[1]!.getByRole('alert')).toHaveText(`Already handled by ${first.username} (paid).`);
  await expect(dialogs[1]!.getByRole('button', { name: 'Pay' })).toBeDisabled();
  await dialogs[1]!.getByRole('button', { name: 'Cancel' }).click();
  // The list the second clerk sees is refreshed: the item has left the pending queue.
  await expect(queueRow(b.page, id)).toHaveCount(0);
  await a.context.close();
  await b.context.close();
});

const QUEUE_PAGES = [
  ['/backoffice/deposits', 'Deposits'],
  ['/backoffice/withdrawals', 'Withdrawals'],
  ['/backoffice/vendor-transfers', 'Vendor transfers'],
] as const;

test('the three queue pages pass axe in both themes and fit a phone', async ({ page }) => {
  await signInToConsole(page);
  for (const theme of ['dark', 'light'] as const) {
    const toggle = page.getByRole('button', { name: `Switch to the ${theme} theme` });
    if (await toggle.isVisible()) await toggle.click();
    for (const [path, title] of QUEUE_PAGES) {
      await page.goto(`${path}?status=ALL`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
    }
  }
  // At 375 px only the tables scroll (inside .table-scroll); the page itself does not.
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [path, title] of QUEUE_PAGES) {
    await page.goto(`${path}?status=ALL`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, path).toBeLessThanOrEqual(375);
  }
});
