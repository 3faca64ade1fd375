import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';
import { OperatorApi } from '../support/operator';

test.beforeAll(async () => {
  // Another spec changes the agent's password and puts it back; make sure it is the demo one.
  const ops = await OperatorApi.login();
  await ops.setMemberPassword(DEMO.agent, DEMO.password);
  await ops.dispose();
});

async function logIn(page: Page, username: string) {
  await page.goto('/');
  await page.getByTestId('header-username').fill(username);
  await page.getByTestId('header-password').fill(DEMO.password);
  await page.getByTestId('header-login-button').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** The support window's address once Contact Us in the footer is clicked. */
async function contactUsFromFooter(page: Page) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup', { timeout: 5_000 }),
    page.getByTestId('footer-link-contact').click(),
  ]);
  // The window opens at once on a same-origin "connecting" page, then goes to the address the
  // customer-service call answers (decision 0042).
  await popup.waitForURL(/\/support\//, { timeout: 10_000 });
  const url = popup.url();
  await popup.close();
  return url;
}

test('the VIP 5 demo agent gets the VIP line from Contact Us (spec §4)', async ({ page }) => {
  await logIn(page, DEMO.agent);
  // The rank comes with the member info, just after login: until then it is live chat.
  await expect(async () => expect(await contactUsFromFooter(page)).toContain('/support/vip.html')).toPass({
    timeout: 15_000,
  });
});

test('a visitor gets live chat from Contact Us', async ({ page }) => {
  await page.goto('/');
  expect(await contactUsFromFooter(page)).toContain('/support/livechat.html');
});
