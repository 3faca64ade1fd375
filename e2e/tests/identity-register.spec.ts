import { expect, test } from '@playwright/test';
import { DEMO, E2E_CAPTCHA } from '../support/constants';
import { freshMobile, freshUsername } from '../support/identity';
import { OperatorApi } from '../support/operator';

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
});
test.afterAll(async () => {
  await ops.dispose();
});

test('a visitor registers under the agent of the link and is logged in', async ({ page }) => {
  await page.goto(`/register?affiliateCode=${DEMO.affiliateCode}`);
  const form = page.getByTestId('register-form-username');
  await expect(form).toBeVisible({ timeout: 15_000 });
  // the code was checked: the field stays hidden
  await expect(form.locator('[name=affiliateCode]')).toHaveCount(0);
  await expect(page.getByTestId('register-modal')).toContainText('88');

  await form.locator('[name=username]').fill('1bad');
  await page.getByTestId('register-submit').click();
  await expect(form.locator('[name=username]')).toHaveAttribute('aria-invalid', 'true');

  await form.locator('[name=username]').fill('e2eplayer1');
  await page.getByTestId('register-password').fill('Welcome2026x');
  await page.getByTestId('register-confirmPassword').fill('Welcome2026x');
  await form.locator('[name=mobileNum]').fill('9178887777');
  await form.locator('[name=captcha]').fill(E2E_CAPTCHA);
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
});

test('an invalid invitation code shows the field and the warning', async ({ page }) => {
  await page.goto('/register?affiliateCode=NOSUCHCODE');
  await expect(page.getByText('invitation code error', { exact: false })).toBeVisible({ timeout: 15_000 });
});

test('forgot password by e-mail: the mailed link sets a new password', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login-button').click();
  await page.getByTestId('forgot-password-link').click();
  await page.getByTestId('forgot-username').fill(DEMO.player);
  await page.getByTestId('forgot-email').fill('player@demobet.local');
  await page.getByTestId('forgot-email-submit').click();
  await expect(page.getByTestId('forgot-sent-dialog')).toBeVisible({ timeout: 15_000 });

  await expect
    .poll(async () => (await ops.outbox('mail', 'player@demobet.local')).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  const mail = (await ops.outbox('mail', 'player@demobet.local'))[0]!;
  const link = /https?:\/\/\S+\/resetPassword\?code=[\w-]+/.exec(mail.body)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByTestId('reset-new-password').fill('Player2026new');
  await page.getByTestId('reset-confirm-password').fill('Player2026new');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-open-login')).toBeVisible({ timeout: 15_000 });
  await ops.setMemberPassword(DEMO.player, DEMO.password);
});

test('the operator asks 21+: registration shows the confirmation and needs it ticked', async ({
  page,
  browser,
}) => {
  await ops.setBirthdayLimit(21);
  try {
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/member/register')) registerCalls.push(request.url());
    });
    await page.goto('/register');
    const form = page.getByTestId('register-form-username');
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(form).toContainText('I confirm that I am at least 21 years old');
    await form.locator('[name=username]').fill(freshUsername('age'));
    await page.getByTestId('register-password').fill('Welcome2026x');
    await page.getByTestId('register-confirmPassword').fill('Welcome2026x');
    await form.locator('[name=mobileNum]').fill(freshMobile());
    await form.locator('[name=captcha]').fill(E2E_CAPTCHA);
    await page.getByTestId('register-agree').check();

    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-age-error')).toHaveText(
      'Please confirm that you are at least 21 years old',
    );
    await expect(page.getByTestId('register-age')).toHaveAttribute('aria-invalid', 'true');
    expect(registerCalls).toEqual([]);

    await page.getByTestId('register-age').check();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
    expect(registerCalls).toHaveLength(1);
  } finally {
    await ops.setBirthdayLimit(null);
  }
  // Reset: a new visitor is asked no age.
  const visitor = await browser.newContext();
  try {
    const next = await visitor.newPage();
    await next.goto('/register');
    await expect(next.getByTestId('register-form-username')).toBeVisible({ timeout: 15_000 });
    await expect(next.getByTestId('register-age')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
