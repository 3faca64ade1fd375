import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_CAPTCHA } from '../support/constants';
import { OperatorApi } from '../support/operator';

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
});
test.afterAll(async () => {
  await ops.dispose();
});

async function loginFromHeader(page: Page, username: string, password: string) {
  await page.getByTestId('header-username').fill(username);
  await page.getByTestId('header-password').fill(password);
  await page.getByTestId('header-login-button').click();
}

const loginModal = (page: Page) => page.getByTestId('login-modal');

test('a player logs in from the header, sees the member area, and logs out', async ({ page }) => {
  await page.goto('/');
  await loginFromHeader(page, DEMO.downlines[0], DEMO.password);
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
  await expect(page.getByTestId('member-nickname')).toContainText('Downline 1');
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('logout-button').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  const storage = await page.evaluate(() => Object.keys(sessionStorage).sort());
  expect(storage.filter((k) => k !== 'merchant' && k !== 'merchantCode')).toEqual([]);
});

test('a wrong password shows the captcha; the right password with the captcha logs in', async ({ page }) => {
  await page.goto('/');
  await loginFromHeader(page, DEMO.downlines[1], 'WrongPassword1');
  await expect(page.getByTestId('captcha-image')).toBeVisible({ timeout: 15_000 });
  const modal = loginModal(page);
  await modal.locator('[name=password]').fill(DEMO.password);
  await modal.locator('[name=captcha]').fill(E2E_CAPTCHA);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
});

test("the insecure default password '{secret}' forces a change before anything else", async ({ page }) => {
  await ops.setMemberPassword(DEMO.agent, '{secret}');
  await page.goto('/');
  await loginFromHeader(page, DEMO.agent, '{secret}');
  const modal = page.getByTestId('change-password-modal');
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('change-password-account')).toContainText(DEMO.agent);
  await modal.locator('[name=oldPassword]').fill('{secret}');
  await modal.locator('[name=newPassword]').fill('Agent2026new');
  await modal.locator('[name=confirmNewPassword]').fill('Agent2026new');
  await page.getByTestId('change-password-submit').click();
  await expect(modal).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await ops.setMemberPassword(DEMO.agent, DEMO.password);
});

test('free play creates a trial account that is asked to register for member-only things', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('free-demo-button').click();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
  await page.getByTestId('shortcut-deposit').click();
  await expect(page.getByTestId('trial-warning')).toBeVisible();
  await expect(page.getByTestId('trial-warning')).toContainText('Please register an account first');
});

test('SMS-code login: the code from the outbox logs in, the button counts down', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login-button').click();
  await page.getByTestId('login-tab-sms').click();
  const form = page.getByTestId('sms-login-form');
  await form.locator('[name=mobileNum]').fill('9171234567');
  await page.getByTestId('sms-send-button').click();
  await expect(page.getByTestId('sms-send-button')).toBeDisabled({ timeout: 15_000 });
  await expect(page.getByTestId('sms-send-button')).toContainText(/\d+/);
  await expect
    .poll(async () => (await ops.outbox('sms', '+639171234567')).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  const code = /(\d{6})/.exec((await ops.outbox('sms', '+639171234567'))[0]!.body)![1]!;
  await form.locator('[name=verificationCode]').fill(code);
  await page.getByTestId('sms-login-submit').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
});
