import { expect, test } from '@playwright/test';
import { OperatorApi } from '../support/operator';

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
  await ops.setLoggedInToHomepage(true);
});
test.afterAll(async () => {
  await ops.setLoggedInToHomepage(false);
  await ops.dispose();
});

test('without a token, pages redirect to /login when the brand flag is on', async ({ page }) => {
  for (const path of ['/', '/live', '/promotions']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('page-login')).toBeVisible();
  }
});

test('the exempt pages stay reachable without a token', async ({ page }) => {
  for (const [path, id] of [
    ['/register', 'home-page'],
    ['/register.html', 'home-page'],
    ['/helpmc', 'page-helpmc'],
    ['/download', 'page-download'],
    ['/login', 'page-login'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
    await expect(page.getByTestId(id)).toBeVisible();
  }
});
