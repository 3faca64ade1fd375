import { expect, type Page } from '@playwright/test';

/**
 * Deposits `amount` (as typed in the amount field, e.g. `200.00`) by online payment through the
 * demo gateway, from the member centre's deposit page the caller has just opened, and closes the
 * message the site shows on the way back: the promotions' journeys fund their players this way.
 */
export async function depositWithDemoPay(page: Page, amount: string) {
  await expect(page.getByTestId('centre-page-depositv2')).toBeVisible({ timeout: 15_000 });
  await page
    .getByTestId(/^deposit-channel-/)
    .filter({ hasText: 'Online payment' })
    .first()
    .click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await expect(page).toHaveURL(/\/pay\/demo\//, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('deposit-return-text')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('deposit-return').getByTestId('confirm-ok').click();
}
