import { expect, test, type Page } from '@playwright/test';
import {
  closeWelcome,
  freshMobile,
  freshUsername,
  loginFromHeader,
  openSecurityCentre,
  registerInPage,
  totpNow,
  type NewPlayer,
} from '../support/identity';

// The security centre ("My account") of a freshly signed-up player, in a real browser.

/** A 1×1 PNG. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signUp(page: Page, prefix: string): Promise<NewPlayer> {
  const player = { username: freshUsername(prefix), password: 'Welcome2026x', mobile: freshMobile() };
  await registerInPage(page, player);
  return player;
}

test('security centre: profile, login password, payment password, Google Authenticator and login history', async ({
  page,
  browser,
}) => {
  const player = await signUp(page, 'e2esec');
  await openSecurityCentre(page);

  // Profile: the mobile number is read-only and masked; nickname and e-mail are saved.
  const profile = page.getByTestId('profile-form');
  await expect(profile).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('profile-mobile')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('profile-mobile')).not.toHaveValue(player.mobile);
  await page.getByTestId('profile-nickname').fill('Lucky Tester');
  await page.getByTestId('profile-email').fill('not-an-email');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('profile-email').fill(`${player.username}@example.com`);
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('profile-saved')).toBeVisible({ timeout: 15_000 });
  // Saved on the server: a fresh load of the page shows it.
  await page.reload();
  await openSecurityCentre(page);
  await expect(page.getByTestId('profile-nickname')).toHaveValue('Lucky Tester', { timeout: 15_000 });
  await expect(page.getByTestId('profile-email')).toHaveValue(`${player.username}@example.com`);

  // Login password: the old one is checked, then the new one is the one that works.
  await page.getByTestId('security-tab-password').click();
  await page.getByTestId('old-password').fill('WrongOld2026');
  await page.getByTestId('new-password').fill('Changed2026x');
  await page.getByTestId('confirm-password').fill('Changed2026x');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('old-password')).toHaveAttribute('aria-invalid', 'true', { timeout: 15_000 });
  await page.getByTestId('old-password').fill(player.password);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('password-changed')).toBeVisible({ timeout: 15_000 });

  // Payment password: six digits, confirmed by the (new) login password.
  await page.getByTestId('security-tab-payment').click();
  const payment = page.getByTestId('payment-password-form');
  await expect(payment).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-oldPaymentPassword')).toHaveCount(0);
  await page.getByTestId('payment-loginPassword').fill('Changed2026x');
  await page.getByTestId('payment-newPaymentPassword').fill('12345');
  await page.getByTestId('payment-confirm').fill('12345');
  await page.getByTestId('payment-save').click();
  await expect(page.getByTestId('payment-newPaymentPassword')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('payment-newPaymentPassword').fill('246810');
  await page.getByTestId('payment-confirm').fill('246810');
  await page.getByTestId('payment-save').click();
  await expect(page.getByTestId('payment-saved')).toBeVisible({ timeout: 15_000 });

  // Google Authenticator: the secret shown, a code computed from it (RFC 6238) binds it.
  await page.getByTestId('security-tab-totp').click();
  await page.getByTestId('totp-setup').click();
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 15_000 }))!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const good = totpNow(secret);
  await page.getByTestId('totp-code').fill(`${(Number(good[0]) + 5) % 10}${good.slice(1)}`);
  await page.getByTestId('totp-bind').click();
  await expect(page.getByTestId('totp-error')).not.toBeEmpty({ timeout: 15_000 });
  await page.getByTestId('totp-code').fill(totpNow(secret));
  await page.getByTestId('totp-bind').click();
  await expect(page.getByTestId('totp-bound')).toBeVisible({ timeout: 15_000 });

  // The changed password logs in elsewhere (which ends this session), and the history lists it.
  const other = await browser.newContext();
  try {
    const page2 = await other.newPage();
    await page2.goto('/');
    await loginFromHeader(page2, player.username, 'Changed2026x');
    await closeWelcome(page2);
    await expect(page2.getByTestId('member-nickname')).toContainText('Lucky Tester');
    await openSecurityCentre(page2);
    await page2.getByTestId('security-tab-totp').click();
    await expect(page2.getByTestId('totp-bound')).toBeVisible({ timeout: 15_000 });
    await page2.getByTestId('security-tab-history').click();
    const history = page2.getByTestId('login-history');
    await expect(history).toBeVisible({ timeout: 15_000 });
    // Sign-up and this login, both from 127.0.0.1 and successful, newest first.
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('127.0.0.1');
    await expect(rows.nth(1)).toContainText('127.0.0.1');
  } finally {
    await other.close();
  }
});

test('avatar: a built-in choice, then an uploaded png, both shown in the header', async ({ page }) => {
  await signUp(page, 'e2eava');
  const headerAvatar = page.getByTestId('account-menu-button').getByTestId('member-avatar');
  await openSecurityCentre(page);
  await page.getByTestId('security-tab-avatar').click();
  await expect(page.getByTestId('avatar-section')).toBeVisible({ timeout: 15_000 });

  await page.getByTestId('avatar-a3').click();
  await expect(page.getByTestId('avatar-saved')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('avatar-a3')).toHaveAttribute('aria-pressed', 'true');
  await expect(headerAvatar.locator('svg')).toBeVisible();

  // A file that is not png/jpg is refused on the page.
  await page
    .getByTestId('avatar-upload')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('avatar-error')).not.toBeEmpty();

  await page
    .getByTestId('avatar-upload')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(headerAvatar).toHaveAttribute('src', /^data:image\/png;base64,/, { timeout: 15_000 });
  await expect(page.getByTestId('avatar-a3')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('avatar-error')).toHaveCount(0);

  // Kept by the server: still the uploaded image after a reload.
  await page.reload();
  await expect(page.getByTestId('account-menu-button').getByTestId('member-avatar')).toHaveAttribute(
    'src',
    `data:image/png;base64,${PNG_1PX.toString('base64')}`,
    { timeout: 15_000 },
  );
});
