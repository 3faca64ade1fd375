import { expect, test } from '@playwright/test';
import { OperatorApi } from '../support/operator';

// Google login through a real OpenID provider running locally (support/local-oidc-provider.mjs):
// its development login page takes any name.
let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
  await ops.setModule('GOOGLELOGIN3', true);
});
test.afterAll(async () => {
  await ops.setModule('GOOGLELOGIN3', false);
  await ops.dispose();
});

test('a player logs in with Google through the provider and lands back on the site logged in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('header-login-button').click();
  await page.getByTestId('google-login').click();

  // The provider's own login page.
  await page.locator('input[name=login]').fill('e2e-social-player');
  await page.locator('input[name=password]').fill('anything');
  await page.locator('button[type=submit]').click();

  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
  await expect(page.getByTestId('member-nickname')).toContainText('Player e2e-social-player');
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  // No password was typed: no forced change.
  await expect(page.getByTestId('change-password-modal')).toHaveCount(0);
});

test('a player who cancels at the provider comes back to the login modal with the reason', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('header-login-button').click();
  await page.getByTestId('google-login').click();
  await page.getByText('[ Cancel ]').click();

  await expect(page.getByTestId('login-notice')).toHaveText(
    'The popup was closed, so the login did not finish.',
    { timeout: 15_000 },
  );
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});
