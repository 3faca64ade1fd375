import { expect, type Page } from '@playwright/test';
import { OPERATOR } from './constants';

/** Opens the back office and signs in through its form (as the e2e admin unless told otherwise). */
export async function signInToConsole(
  page: Page,
  operator: { username: string; password: string } = OPERATOR,
): Promise<void> {
  await page.goto('/backoffice/sign-in');
  await page.getByLabel('Username').fill(operator.username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}
