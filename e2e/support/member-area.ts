import { expect, type Page } from '@playwright/test';
import { DEMO } from './constants';

/** The header's balance and the member centre, as the money journeys read them. */
export const balanceHeader = (page: Page) => page.getByTestId('balance-value');
export const memberCentre = (page: Page) => page.getByTestId('member-centre');

/** Logs a player in from the header (the demo player by default) and closes the welcome dialog. */
export async function playerLogin(
  page: Page,
  username: string = DEMO.player,
  password: string = DEMO.password,
) {
  await page.goto('/');
  await page.getByTestId('header-username').fill(username);
  await page.getByTestId('header-password').fill(password);
  await page.getByTestId('header-login-button').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** Opens the member centre (from the security shortcut) on one of its pages. */
export async function openCentrePage(page: Page, menu: string) {
  if (!(await memberCentre(page).isVisible())) await page.getByTestId('shortcut-security').click();
  await memberCentre(page).getByTestId(`centre-menu-${menu}`).click();
  await expect(memberCentre(page).getByTestId(`centre-page-${menu}`)).toBeVisible({ timeout: 15_000 });
}
