import { expect, test } from '@playwright/test';
import { E2E_CAPTCHA } from '../support/constants';
import { startFirebaseSite, type FirebaseSite } from '../support/firebase-site';
import { DIALING_CODE, freshMobile } from '../support/identity';
import { OperatorApi } from '../support/operator';

// Firebase-style SMS at sign-up, on a site of its own whose FIREBASE_* point at a local fake
// Firebase Auth (scripts/lib/fake-firebase-auth.mjs): the browser calls it as it would call Google,
// and runs its reCAPTCHA script and frame (another origin) under the site's real CSP: the fake
// sends no SMS without a token from that frame.
let site: FirebaseSite;
let ops: OperatorApi;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startFirebaseSite();
  ops = await OperatorApi.login(site.baseURL);
  await ops.setModule('MOBILENUMREG3', true);
  await ops.setModule('REGMOBVERF3', true);
});
test.afterAll(async () => {
  await ops?.dispose();
  await site?.stop();
});

test('a visitor registers by mobile with the code Firebase sent after a reCAPTCHA check, waiting 60 s to resend', async ({
  page,
}) => {
  const mobile = freshMobile();
  const phoneNumber = `+${DIALING_CODE}${mobile}`;
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  await page.goto(`${site.baseURL}/register`);
  await page.getByTestId('register-tab-mobile').click();
  const form = page.getByTestId('register-form-mobile');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByTestId('country-flag')).toBeVisible();
  await form.getByTestId('mobile-input').fill(mobile);

  const send = form.getByTestId('sms-send-button');
  const sent = page.waitForResponse((r) =>
    r.url().startsWith(`${site.firebase.url}/v1/accounts:sendVerificationCode`),
  );
  await send.click();
  const sendRequest = (await sent).request();
  expect((await sent).status()).toBe(200);
  expect(sendRequest.postDataJSON()).toEqual({ phoneNumber, recaptchaToken: expect.any(String) });
  // The invisible widget's frame, served by the fake from its reCAPTCHA folder.
  await expect(page.locator(`iframe[src^="${site.firebase.url}/recaptcha/anchor?"]`)).toHaveCount(1);
  await expect(send).toHaveText(/^Resend in (60|59|58) s$/);
  await expect(send).toBeDisabled();
  const code = site.firebase.lastCode(phoneNumber);
  expect(code).toMatch(/^\d{6}$/);

  await form.getByTestId('sms-code-input').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('register-password').fill('Welcome2026x');
  await page.getByTestId('register-confirmPassword').fill('Welcome2026x');
  await form.locator('[name=captcha]').fill(E2E_CAPTCHA);
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  // Firebase refuses a wrong code; the translated message shows under the field.
  await expect(form.getByTestId('sms-code-input-error')).toHaveText('Invalid verification code.');

  await form.getByTestId('sms-code-input').fill(code!);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
  // Our own SMS was never used for it.
  expect(await ops.outbox('sms', phoneNumber)).toEqual([]);
  expect(cspViolations).toEqual([]);
});
