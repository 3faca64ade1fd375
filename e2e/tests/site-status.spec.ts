import { expect, test } from '@playwright/test';
import { OperatorApi } from '../support/operator';

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
});
test.afterEach(async () => {
  await ops.setMaintenance(false);
  await ops.setRestrictedCountries([]);
});
test.afterAll(async () => {
  await ops.dispose();
});

test('a normal day shows the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.getByTestId('region-page')).toHaveCount(0);
});

test('maintenance shows the maintenance page with Contact Us', async ({ page }) => {
  const endTime = Date.now() + 2 * 3_600_000;
  await ops.setMaintenance(true, { endTime });
  await page.goto('/live');
  const maintenance = page.getByTestId('maintenance-page');
  await expect(maintenance).toBeVisible();
  await expect(maintenance).toContainText('System Maintenance');
  await expect(page.getByTestId('contact-us')).toBeVisible();
  await expect(page.getByTestId('home-page')).toHaveCount(0);

  // Contact Us opens customer service in a 440x750 popup.
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('contact-us').click()]);
  // The window opens at once on a same-origin "connecting" page, then goes to the address the
  // customer-service call answers (decision 0042).
  await popup.waitForURL(/\/support\/livechat\.html/, { timeout: 10_000 });
  await popup.close();
});

test('a restricted country shows the restriction page with IP and country', async ({ page }) => {
  await ops.setRestrictedCountries(['US']);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
  await page.goto('/');
  await expect(page.getByTestId('region-page')).toBeVisible();
  await expect(page.getByTestId('location-ip')).toContainText('127.0.0.1');
  await expect(page.getByTestId('location-country')).toContainText('US');
  await expect(page.getByTestId('contact-us')).toBeVisible();
});

test('a visitor from another country is not restricted', async ({ page }) => {
  await ops.setRestrictedCountries(['US']);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'PH' });
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
});

test('maintenance wins over region restriction', async ({ page }) => {
  await ops.setRestrictedCountries(['US']);
  await ops.setMaintenance(true);
  await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'US' });
  await page.goto('/');
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByTestId('region-page')).toHaveCount(0);
});
