import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { BASE_URL, DEMO, OPERATOR } from '../support/constants';
import { seriousViolations } from '../support/axe';

/**
 * Issue 13 item 4: a support operator finds a player by mobile and reads the page but cannot
 * move money (no buttons, and the server refuses the call sent by hand); an admin adjusts a
 * balance with a reason and sees it change; axe on both pages in both themes.
 */

const PASSWORD = 'e2e players operator password';

async function apiLogin(ctx: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await ctx.post('/ops/session/login', { data: { username, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.token as string;
}

/** A new operator of `role` made by the e2e admin through the API (a unique name per call). */
async function createOperator(role: 'support' | 'finance') {
  const ctx = await request.newContext({ baseURL: BASE_URL });
  const admin = await apiLogin(ctx, OPERATOR.username, OPERATOR.password);
  const username = `${role}-${Date.now().toString(36)}`;
  const res = await ctx.post('/ops/operators', {
    data: { username, password: PASSWORD, role },
    headers: { authorization: admin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await ctx.dispose();
  return { username, password: PASSWORD };
}

const mainBalance = (page: Page) => page.locator('.wallet-list tbody tr', { hasText: 'MAIN' }).locator('td');
const money = (text: string) => Number(text.replace(/,/g, ''));

test('support finds demoplayer by mobile, reads the page, cannot move money', async ({ page }) => {
  const support = await createOperator('support');
  await signInToConsole(page, support);
  await page.getByRole('link', { name: 'Players' }).click();
  await page.getByLabel('Find a player').fill('9171234567');
  await page.getByLabel('Search in').selectOption('mobile');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=9171234567/);
  await page.getByRole('link', { name: DEMO.player }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Player ${DEMO.player}` })).toBeVisible();
  await expect(mainBalance(page)).toHaveText(/\d/);
  await expect(page.getByRole('cell', { name: 'Welcome bonus' })).toBeVisible();
  await page.getByRole('tab', { name: 'Login history' }).click();
  await expect(page.getByRole('tab', { name: 'Login history' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'End sessions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Credit bonus' })).toHaveCount(0);
  const before = await mainBalance(page).innerText();

  // The same call the button would make, sent by hand with the support operator's token.
  const ctx = await request.newContext({ baseURL: BASE_URL });
  const token = await apiLogin(ctx, support.username, support.password);
  const refused = await ctx.post('/ops/members/adjust', {
    data: { requestId: `e2e-${Date.now()}`, username: DEMO.player, amount: 10, reason: 'sent by hand' },
    headers: { authorization: token },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errorCode).toBe('forbidden');
  await ctx.dispose();
  await page.reload();
  await expect(mainBalance(page)).toHaveText(before);
});

test('an admin adjusts demoplayer +10 with a reason and the balance shown changes', async ({ page }) => {
  await signInToConsole(page);
  await page.goto(`/backoffice/players/${DEMO.player}`);
  await expect(mainBalance(page)).toHaveText(/\d/);
  const before = money(await mainBalance(page).innerText());
  await page.getByRole('button', { name: 'Adjust balance' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (negative to debit)').fill('10');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog.getByText('Too short or too small.')).toBeVisible();
  await dialog.getByLabel('Reason (written to the audit log)').fill('e2e goodwill credit');
  await dialog.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mainBalance(page)).toHaveText(
    (before + 10).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page.getByRole('cell', { name: 'e2e goodwill credit' })).toBeVisible();
});

test('players and player pages have no serious axe violation, dark and light', async ({ page }) => {
  await signInToConsole(page);
  for (const theme of ['dark', 'light'] as const) {
    for (const path of ['/backoffice/players', `/backoffice/players/${DEMO.player}`]) {
      await page.goto(path);
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
        localStorage.setItem('bo-theme', t);
      }, theme);
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), `${path} (${theme})`).toEqual([]);
    }
  }
});
