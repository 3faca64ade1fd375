import { expect, test } from '@playwright/test';
import { E2E_CAPTCHA } from '../support/constants';
import { closeWelcome, freshMobile, freshUsername } from '../support/identity';
import { OperatorApi } from '../support/operator';
import { seriousViolations } from '../support/axe';

/** The download pages and the join-us page (issue 14 items 6 and 7). */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const JOIN = {
  commission: { EN: '<p>Earn <b>up to 45%</b> every week</p><script>window.hacked = 1</script>' },
  tiers: [
    { name: 'Bronze', requirement: '5 active players', rate: 25 },
    { name: 'Gold', requirement: '50 active players', rate: 45 },
  ],
  agentSignUp: true,
};

let ops: OperatorApi;
test.beforeAll(async () => {
  ops = await OperatorApi.login();
  await ops.setJoinPage(JOIN);
});
test.afterAll(async () => {
  await ops.setJoinPage({ commission: {}, tiers: [], agentSignUp: false });
  await ops.dispose();
});

test('the download page opens on the visitor’s phone, with 200 px QR codes and pictured steps', async ({
  browser,
}) => {
  for (const [userAgent, tab, guide] of [
    [IPHONE, 'IOS', 'guide-IOS'],
    [ANDROID, 'ANDROID', 'guide-ANDROID'],
  ] as const) {
    const context = await browser.newContext({ userAgent, viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto('/down');
    await expect(page.getByTestId(`download-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    const qr = page.getByTestId(`download-qr-${tab}`);
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([200, 200]);
    await expect(page.getByTestId(guide).locator('li svg.guide-art')).toHaveCount(4);
    // A phone's width, no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByTestId('download-tab-LITE').click();
    await expect(page.getByTestId('download-qr-LITE')).toBeVisible();
    await expect(page.getByTestId(tab === 'IOS' ? 'guide-LITE_IOS' : 'guide-LITE_BROWSER')).toBeVisible();
    await context.close();
  }
});

test('/download stays reachable without logging in while the login guard is on', async ({ page }) => {
  await ops.setLoggedInToHomepage(true);
  try {
    await page.goto('/join');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/download');
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByTestId('page-download')).toBeVisible();
    await expect(page.getByTestId('download-tab-LITE')).toBeVisible();
  } finally {
    await ops.setLoggedInToHomepage(false);
  }
});

test('the join-us CTA opens registration and signs an agent up', async ({ page }) => {
  await page.goto('/join');
  const commission = page.getByTestId('join-commission');
  await expect(commission.locator('b')).toHaveText('up to 45%');
  await expect(commission.locator('script')).toHaveCount(0);
  await expect(page.getByTestId('join-tiers').locator('tbody tr')).toHaveCount(2);
  await page.getByTestId('join-cta').click();
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByRole('heading', { name: 'Register as an agent' })).toBeVisible({ timeout: 15_000 });
  const form = page.getByTestId('register-form-username');
  const username = freshUsername('agent');
  await form.locator('[name=username]').fill(username);
  await page.getByTestId('register-password').fill('Welcome2026x');
  await page.getByTestId('register-confirmPassword').fill('Welcome2026x');
  await form.locator('[name=mobileNum]').fill(freshMobile());
  await form.locator('[name=captcha]').fill(E2E_CAPTCHA);
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
  await closeWelcome(page);
  // An agent: the session says so (spec §2 session key isAgent, the account type).
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('1');
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe: /down, /download and /join in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of ['/down', '/download', '/join']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId(path === '/join' ? 'join-cta' : 'download-tab-LITE')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect.soft(await seriousViolations(page), path).toEqual([]);
    }
  });
}
