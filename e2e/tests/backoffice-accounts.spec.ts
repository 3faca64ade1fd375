import { expect, test, type Page } from '@playwright/test';
import { createOperator, markTotpCodeUsed, signInToConsole } from '../support/backoffice';
import { OPERATOR } from '../support/constants';
import { freshTotpCode, totpCode } from '../support/totp';
import { seriousViolations } from '../support/axe';

/**
 * Issue 13 items 2 and 8: an admin creates a finance operator on the Operators page; the finance
 * operator signs in, enrols an authenticator by reading the setup key shown next to the QR code,
 * signs out and back in with a code; the audit log lists it all; axe on every page, both themes.
 */

/** axe once the page's calls have settled. */
async function settledViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return seriousViolations(page);
}

/** Axe in the console's theme as it is, then in the other one (the theme button of the top bar). */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  expect(await settledViolations(page), `${what} (first theme)`).toEqual([]);
  await page.getByRole('button', { name: /Switch to the (light|dark) theme/ }).click();
  expect(await settledViolations(page), `${what} (second theme)`).toEqual([]);
}

/** The sign-in page has no theme button: the theme is the stored one. */
async function expectSignInAccessible(page: Page, what: string) {
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    expect(await settledViolations(page), `${what} (${theme})`).toEqual([]);
  }
}

test('an admin creates a finance operator who enrols an authenticator and signs in with its code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const finance = { username: `cashier-${Date.now().toString(36)}`, password: 'e2e cashier password 1' };

  await page.goto('/backoffice/sign-in');
  await expectSignInAccessible(page, 'sign-in');
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  await page.getByLabel('Username').fill(finance.username);
  await page.getByLabel('First password').fill(finance.password);
  await page.getByLabel('Role', { exact: true }).selectOption('finance');
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByText(`Operator ${finance.username} created.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(finance.username) })).toContainText('Finance');
  await expectAccessibleInBothThemes(page, 'operators');
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The finance operator signs in (e2e runs with OPERATOR_TWO_FACTOR=optional) and enrols.
  await signInToConsole(page, finance);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByText('Not set up')).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator' }).click();
  await expect(page.getByAltText('QR code to add this console to an authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessibleInBothThemes(page, 'account, enrolling');
  await page.getByLabel('Authenticator code').fill('12345');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('Enter the 6 digits of the code.')).toBeVisible();
  const code = totpCode(secret);
  markTotpCodeUsed(secret, code);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('Set up', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'This session' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'account');
  await page.getByRole('button', { name: 'Sign out' }).click();

  // Back in: the password alone is not enough any more; a used code is refused, a fresh one works.
  await page.getByLabel('Username').fill(finance.username);
  await page.getByLabel('Password').fill(finance.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expectSignInAccessible(page, 'sign-in, code step');
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/That code was already used|That code is not right/)).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await freshTotpCode(secret, new Set([code])));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();

  // The admin reads it in the audit log, filtered in the URL.
  await signInToConsole(page, OPERATOR);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Player or operator').fill(finance.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`target=${finance.username}`));
  await expect(page.getByRole('cell', { name: 'operator.create', exact: true })).toBeVisible();
  await page.getByLabel('Player or operator').fill('');
  await page.getByLabel('Operator', { exact: true }).fill(finance.username);
  await page.getByLabel('Action (starts with)').fill('operator.two_factor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'operator.two_factor.enrol', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'operator.two_factor.verify', exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'audit log');
});

test('createOperator makes a support operator who signs in with the password alone', async ({ page }) => {
  const support = await createOperator('support');
  await signInToConsole(page, support);
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
});
