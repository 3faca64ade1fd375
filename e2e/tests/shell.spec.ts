import { expect, test } from '@playwright/test';

test('home page: header, navigation, side menu and footer in English, no console errors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto('/');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /en/i);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('nav-bar')).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('register-button')).toBeVisible();
  await expect(page.getByTestId('free-demo-button')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toContainText('Responsible Gaming');
  expect(errors).toEqual([]);
});

test('the side menu shows a 125 px QR code for each resource', async ({ page }) => {
  await page.goto('/');
  const side = page.getByTestId('side-menu');
  await expect(side.getByRole('link', { name: /promotions/i })).toBeVisible();
  for (const type of ['TELEGRAM', 'IOS', 'ANDROID', 'VIDEO']) {
    const qr = page.getByTestId(`qr-${type}`);
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    const box = await qr.boundingBox();
    expect(Math.round(box!.width)).toBe(125);
    expect(Math.round(box!.height)).toBe(125);
  }
});

test('switching the language changes the text and the Language header', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByTestId('page-help')).toBeVisible();
  const footer = page.getByTestId('site-footer');
  const englishFooter = await footer.innerText();

  const helpRequest = page.waitForRequest(
    (req) => req.url().includes('/wps/system/helpCenter') && req.headers()['language'] === 'TY',
  );
  await page.getByTestId('language-switch').selectOption('TY');
  await helpRequest;
  await expect(page.locator('html')).toHaveAttribute('lang', /tl|ty|fil/i);
  await expect.poll(() => footer.innerText()).not.toBe(englishFooter);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('TY');
  expect(await page.evaluate(() => localStorage.getItem('hisLang'))).toBe('EN');

  // The choice survives a reload, and every API call carries it (the status answer now comes
  // inside the served page, so the help centre's call is the first one).
  const reloadedHelp = page.waitForRequest((req) => req.url().includes('/wps/system/helpCenter'));
  await page.reload();
  expect((await reloadedHelp).headers()['language']).toBe('TY');
  await expect(page.getByTestId('language-switch')).toHaveValue('TY');
});

test('the theme switch persists over a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  expect(before === 'dark' || before === 'light').toBe(true);
  const after = before === 'dark' ? 'light' : 'dark';
  const bgBefore = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', after);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .not.toBe(bgBefore);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
});

test('on a phone-sized screen nothing overflows sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/', '/help', '/live']) {
    await page.goto(path);
    await expect(page.getByTestId('site-header')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the help centre lists articles and shows the chosen one', async ({ page }) => {
  await page.goto('/help');
  const help = page.getByTestId('page-help');
  await expect(help).toContainText('Privacy Policy');
  await help.getByText('Privacy Policy').first().click();
  await expect(help).toContainText(/personal data|data/i);
});
