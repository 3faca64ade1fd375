import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInToConsole } from '../support/backoffice';
import { DEMO } from '../support/constants';

/**
 * Issue 18, the operator's side of the points mall in the back office: the demo's jersey parcel waits
 * in the redemption queue (In process); the operator approves it with a shipping reference, and it
 * leaves the queue as Approved, with who decided it.
 */
test('the redemption queue: an operator approves a parcel with its shipping reference', async ({ page }) => {
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Points' }).first().click();
  await page.getByRole('link', { name: 'Redemptions' }).click();

  const row = page.getByRole('row').filter({ hasText: 'Team jersey' }).filter({ hasText: DEMO.downlines[0] });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.getByText('In process')).toBeVisible();
  await expect(row.getByText('88 Ayala Ave, Makati City')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Approve/ }).click();
  await page.getByTestId('redemption-shipping-ref').fill('LBC-2026-0001');
  await page.getByTestId('redemption-approve-confirm').click();
  await expect(page.getByText(/Redemption #\d+ approved/)).toBeVisible({ timeout: 15_000 });

  await page.getByLabel('Status').selectOption('APPROVED');
  await page.getByRole('button', { name: 'Apply' }).click();
  const approved = page.getByRole('row').filter({ hasText: 'LBC-2026-0001' });
  await expect(approved).toHaveCount(1, { timeout: 15_000 });
  await expect(approved.getByText('Approved')).toBeVisible();
});
