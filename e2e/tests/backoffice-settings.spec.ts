import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { OperatorApi } from '../support/operator';

/**
 * Site settings and games in the back office (issue 13 items 6 and 7): an admin's change shows on
 * the site at once, bad input is shown under its field and saves nothing, and every settings and
 * games page passes axe in both themes.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAGES = [
  '/backoffice/settings',
  '/backoffice/settings/maintenance',
  '/backoffice/settings/registration',
  '/backoffice/settings/money',
  '/backoffice/settings/resources',
  '/backoffice/settings/banners',
  '/backoffice/settings/help',
  '/backoffice/games',
  '/backoffice/games/list',
  '/backoffice/games/house',
];

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
});
test.afterAll(async () => {
  await ops.dispose();
});

async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

test('an admin puts the site into maintenance in the console and the site shows it, then takes it off', async ({
  page,
  context,
}) => {
  try {
    await signInToConsole(page);
    await page.goto('/backoffice/settings/maintenance');
    const on = page.getByLabel('Maintenance on');
    await expect(on).not.toBeChecked();
    await on.check();
    await page.getByRole('button', { name: 'Save maintenance' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();

    const site = await context.newPage();
    await site.goto('/');
    await expect(site.getByTestId('maintenance-page')).toBeVisible();

    await on.uncheck();
    await page.getByRole('button', { name: 'Save maintenance' }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await site.reload();
    await expect(site.getByTestId('home-page')).toBeVisible();
    await expect(site.getByTestId('maintenance-page')).toHaveCount(0);
  } finally {
    await ops.setMaintenance(false);
  }
});

test("an admin takes a vendor's hot badge off in the console and the lobby follows", async ({
  page,
  context,
}) => {
  const houseHot = async (site: Page) => {
    await site.goto('/');
    await site.getByTestId('nav-toggle-RNG').click();
    return site.getByTestId('nav-dropdown-RNG').getByTestId('nav-vendor-HOUSE').getByTestId('hot-badge');
  };
  try {
    await signInToConsole(page);
    await page.goto('/backoffice/games');
    const hot = page.getByLabel('HOUSE hot');
    await expect(hot).toBeChecked();
    const site = await context.newPage();
    await expect(await houseHot(site)).toBeVisible();

    // The switch is the server's state: it shows unchecked once the change is saved and read back.
    await hot.click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await expect(hot).not.toBeChecked();
    await expect(await houseHot(site)).toHaveCount(0);
  } finally {
    await ops.setVendor('HOUSE', { isHot: true });
  }
});

test('bad input on a settings form shows the error under the field and saves nothing', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/backoffice/settings/maintenance');
  const countries = page.getByLabel('Refused countries');
  await expect(countries).toHaveValue('');
  await countries.fill('US, Germany');
  await page.getByRole('button', { name: 'Save countries' }).click();
  await expect(page.getByText('The format is not valid.')).toBeVisible();
  await expect(countries).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(page.getByLabel('Refused countries')).toHaveValue('');
});

test('every settings and games page passes axe in the dark and the light theme', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToConsole(page);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    for (const path of PAGES) {
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      problems.push(
        ...violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .flatMap((v) => v.nodes.map((n) => `${theme} ${path}: ${v.id} at ${n.target.join(' ')}`)),
      );
    }
  }
  expect(problems).toEqual([]);
});
