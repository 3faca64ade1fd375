import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { seriousViolations } from '../support/axe';

/** Issue 14: the back office's Notices screen (list and editor with preview), axe in both themes. */

test('the notices screen lists the demo announcements; list and editor pass axe in both themes', async ({
  page,
}) => {
  await signInToConsole(page);
  await page.getByRole('link', { name: 'Notices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Welcome to DemoBet' })).toBeVisible();
  await page.getByTestId('notice-new').click();
  await page.getByTestId('notice-title').fill('Axe check');
  await page.getByTestId('notice-content').fill('<h2>Hi</h2><p>Body</p>');
  await expect(page.getByTestId('notice-preview').locator('h2')).toHaveText('Hi');
  expect(await seriousViolations(page), 'first theme').toEqual([]);
  await page.getByRole('button', { name: /Switch to the (light|dark) theme/ }).click();
  expect(await seriousViolations(page), 'second theme').toEqual([]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('notice-title')).toHaveCount(0);
});
