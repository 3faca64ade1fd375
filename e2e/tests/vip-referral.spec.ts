import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/constants';
import { depositWithDemoPay } from '../support/deposit-with-demo-pay';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage, playerLogin } from '../support/member-area';

/**
 * Issue 18 in the browser: a new player's deposit shows on /vip as progress towards VIP1 (deposits
 * met, valid bets not yet); the demo player's invitation QR code carries their link, and that link
 * opens registration for a visitor with the referral code filled.
 */
test('/vip shows a new player’s progress towards the next level', async ({ page }) => {
  test.setTimeout(120_000);
  await registerInPage(page, {
    username: freshUsername('vip'),
    password: 'Welcome2026x',
    mobile: freshMobile(),
  });
  await openCentrePage(page, 'depositv2');
  await depositWithDemoPay(page, '1000.00');

  await page.goto('/vip');
  await expect(page.getByTestId('vip-status-name')).toContainText('VIP0', { timeout: 15_000 });
  // VIP1 needs deposits of 1,000 and valid bets of 5,000 over 90 days (the demo table).
  await expect(page.getByTestId('vip-status-next-title')).toContainText('VIP1');
  await expect(page.getByTestId('vip-status-deposits-bar')).toHaveAttribute('aria-valuenow', '1000');
  await expect(page.getByTestId('vip-status-deposits-bar')).toHaveAttribute('aria-valuemax', '1000');
  await expect(page.getByTestId('vip-status-bets-bar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByTestId('vip-status-bets-bar')).toHaveAttribute('aria-valuemax', '5000');
  await expect(page.getByTestId('vip-level-5')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the invitation QR code opens registration with the referral code filled', async ({ page, browser }) => {
  await playerLogin(page, DEMO.player);
  await openCentrePage(page, 'referral');
  const code = (await page.getByTestId('referral-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  // The QR picture carries what it encodes (`size:margin:value`): the invitation link.
  const encoded = (await page.getByTestId('referral-qr').getAttribute('data-qr'))!;
  const link = encoded.split(':').slice(2).join(':');
  expect(link).toBe(await page.getByTestId('referral-link').inputValue());
  expect(new URL(link).searchParams.get('ref')).toBe(code);
  expect(await seriousViolations(page)).toEqual([]);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByTestId('register-modal')).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByTestId('register-referralCode')).toHaveValue(code);
});
