import { expect, test } from '@playwright/test';

type Parts = { header: boolean; footer: boolean; side: boolean };
const all: Parts = { header: true, footer: true, side: true };
const none: Parts = { header: false, footer: false, side: false };
const headerOnly: Parts = { header: true, footer: false, side: false };
const headerFooter: Parts = { header: true, footer: true, side: false };

// spec §2: the route table, with the layout each route has.
const routes: Array<[path: string, pageId: string, parts: Parts]> = [
  ['/', 'home-page', all],
  ['/index', 'home-page', all],
  ['/index.html', 'home-page', all],
  ['/home', 'home-page', all],
  ['/register', 'home-page', all],
  ['/register.html', 'home-page', all],
  ['/noticePage', 'page-noticePage', all],
  ['/vip', 'page-vip', none],
  ['/pointMall', 'page-pointMall', headerFooter],
  ['/lottery', 'page-lottery', headerOnly],
  ['/vnlottery', 'page-vnlottery', headerOnly],
  ['/seaLottery', 'page-seaLottery', headerOnly],
  ['/elott', 'page-elott', all],
  ['/live', 'page-live', all],
  ['/fish', 'page-fish', all],
  ['/pvp', 'page-pvp', all],
  ['/promotions', 'page-promotions', all],
  ['/promoDetail', 'page-promoDetail', all],
  ['/help', 'page-help', all],
  ['/down', 'page-down', all],
  ['/join', 'page-join', all],
  ['/rng', 'page-rng', headerFooter],
  ['/bgs', 'page-bgs', headerFooter],
  ['/bingo', 'page-bingo', headerFooter],
  ['/seamless', 'page-seamless', { header: true, footer: false, side: true }],
  ['/helpmc', 'page-helpmc', none],
  ['/game', 'page-game', headerOnly],
  ['/sponsor', 'page-sponsor', none],
];

for (const [path, pageId, parts] of routes) {
  test(`${path} has its layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId(pageId)).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(parts.header ? 1 : 0);
    await expect(page.getByTestId('site-footer')).toHaveCount(parts.footer ? 1 : 0);
    await expect(page.getByTestId('side-menu')).toHaveCount(parts.side ? 1 : 0);
  });
}

test('an unknown route shows the not-found page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200); // history mode: the app answers, then says not found
  await expect(page.getByTestId('not-found-page')).toBeVisible();
});

test('the lottery page can hide and show the top navigation', async ({ page }) => {
  await page.goto('/lottery');
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  await page.getByTestId('lottery-nav-toggle').click();
  await expect(page.getByTestId('nav-bar')).toBeHidden();
  await page.getByTestId('lottery-nav-toggle').click();
  await expect(page.getByTestId('nav-bar')).toBeVisible();
});

test('the navigation bar starts with Home and ends with Promotions', async ({ page }) => {
  await page.goto('/');
  const links = page.getByTestId('nav-bar').getByRole('link');
  await expect(links.first()).toHaveText(/home/i);
  await expect(links.last()).toHaveText(/promotions/i);
  await links.last().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId('page-promotions')).toBeVisible();
});
