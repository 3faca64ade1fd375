import { createHmac, randomInt } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_CAPTCHA } from './constants';
import type { OperatorApi } from './operator';

/** The demo merchant's first (home) country: the forms start on it. */
export const DIALING_CODE = '63';

/** A username nobody has taken yet: letter first, letters and digits, 6 to 16 characters. */
export const freshUsername = (prefix = 'e2e') =>
  `${prefix}${Date.now().toString(36).slice(-6)}${randomInt(100, 999)}`.slice(0, 16);

/** A mobile number nobody has registered yet: ten digits starting with 9. */
export const freshMobile = () => `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

/** Waits for the newest SMS sent to `+63<mobile>` that came after `seen` messages, and returns its six-digit code. */
export async function smsCode(ops: OperatorApi, mobile: string, seen = 0): Promise<string> {
  const to = `+${DIALING_CODE}${mobile}`;
  await expect
    .poll(async () => (await ops.outbox('sms', to)).length, { timeout: 10_000 })
    .toBeGreaterThan(seen);
  const body = (await ops.outbox('sms', to))[0]!.body;
  return /(\d{6})/.exec(body)![1]!;
}

export interface NewPlayer {
  username: string;
  password: string;
  mobile: string;
}

/**
 * Signs a new player up through the register modal's username tab in `page` (logged in afterwards,
 * welcome modal closed).
 */
export async function registerInPage(page: Page, player: NewPlayer) {
  await page.goto('/');
  await page.getByTestId('register-button').click();
  const form = page.getByTestId('register-form-username');
  await expect(form).toBeVisible({ timeout: 15_000 });
  await form.locator('[name=username]').fill(player.username);
  await page.getByTestId('register-password').fill(player.password);
  await page.getByTestId('register-confirmPassword').fill(player.password);
  await form.locator('[name=mobileNum]').fill(player.mobile);
  await form.locator('[name=captcha]').fill(E2E_CAPTCHA);
  await page.getByTestId('register-agree').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
  await closeWelcome(page);
}

/** Signs a new player up in a throwaway browser context (so the test's own page stays a visitor). */
export async function registerPlayer(browser: Browser, prefix = 'e2e'): Promise<NewPlayer> {
  const player = { username: freshUsername(prefix), password: 'Welcome2026x', mobile: freshMobile() };
  const context = await browser.newContext();
  try {
    await registerInPage(await context.newPage(), player);
  } finally {
    await context.close();
  }
  return player;
}

/** Closes the welcome modal after a login, when it shows. */
export async function closeWelcome(page: Page) {
  const ok = page.getByTestId('after-login-ok');
  await expect(ok).toBeVisible({ timeout: 15_000 });
  await ok.click();
  await expect(ok).toHaveCount(0);
}

/** Opens the login modal from the header (nothing typed there) and returns it. */
export async function openLoginModal(page: Page) {
  await page.getByTestId('header-login-button').click();
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/** Logs in from the header's small form (the login modal takes over and submits). */
export async function loginFromHeader(page: Page, username: string, password: string) {
  await page.getByTestId('header-username').fill(username);
  await page.getByTestId('header-password').fill(password);
  await page.getByTestId('header-login-button').click();
}

/** Opens the security centre ("My account") from the account menu. */
export async function openSecurityCentre(page: Page) {
  await page.getByTestId('account-menu-button').click();
  await page.getByTestId('account-menu-securityCentre').click();
  await expect(page.getByTestId('security-centre')).toBeVisible({ timeout: 15_000 });
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 6238 (SHA-1, 30-second steps, six digits), what an authenticator app shows for `secret` now. */
export function totpNow(secret: string, timeMs = Date.now()): string {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 30_000)));
  const hmac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
