import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/constants';
import { loginFromHeader } from '../support/identity';
import { trackRequests, waitForQuiet } from '../support/settle';

/**
 * The agent site (`/agent`, spec §1, §6): its own login accepts agents, agent-only accounts
 * included (the demo seed's `demoagentonly`), and refuses players; the member site refuses the
 * agent-only account with member_no_enter. Axe on the login and the overview, both themes.
 */
const AGENT_ONLY = 'demoagentonly';

async function agentLogin(page: Page, username: string) {
  await page.goto('/agent');
  await expect(page.getByTestId('agent-login-page')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('agent-login-username').fill(username);
  await page.getByTestId('agent-login-password').fill(DEMO.password);
  await page.getByTestId('agent-login-submit').click();
}

test.beforeEach(({ page }) => trackRequests(page));

test('an agent-only account logs into /agent, sees the team overview, and logs out', async ({ page }) => {
  await agentLogin(page, AGENT_ONLY);
  await expect(page.getByTestId('agent-site')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('agent-site-user')).toHaveText(AGENT_ONLY);
  await expect(page.getByTestId('agent-site-menu-teamOverview')).toHaveAttribute('aria-current', 'page');
  // demoagentonly has two players under it (demo seed).
  await expect(page.getByTestId('agent-tile-teamSize')).toContainText('2', { timeout: 15_000 });

  // Another page of the menu, by keyboard.
  await page.getByTestId('agent-site-menu-teamManagement').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/agent\?page=teamManagement$/);
  await expect(page.getByTestId('agent-page-teamManagement')).toBeVisible();
  // And by mouse (the page must survive the menu keeping the open entry in sight).
  await page.getByTestId('agent-site-menu-userProfitLoss').click();
  await expect(page).toHaveURL(/\/agent\?page=userProfitLoss$/);
  await expect(page.getByTestId('agent-page-userProfitLoss')).toBeVisible();

  await page.getByTestId('logout-button').click();
  await page.getByTestId('logout-confirm').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('agent-login-page')).toBeVisible();
});

test('the member site refuses the agent-only account with the member_no_enter sentence', async ({ page }) => {
  await page.goto('/');
  await loginFromHeader(page, AGENT_ONLY, DEMO.password);
  await expect(page.getByTestId('login-error')).toHaveText('This account cannot log in to the member site.', {
    timeout: 15_000,
  });
});

test('a player is refused at /agent with the agent.login.not.agent sentence', async ({ page }) => {
  await agentLogin(page, DEMO.player);
  await expect(page.getByTestId('agent-login-error')).toHaveText(
    'This account is not an agent account. Please log in on the main site.',
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('agent-site')).toHaveCount(0);
});

test('a phone-width agent site has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await agentLogin(page, DEMO.agent);
  await expect(page.getByTestId('agent-tile-teamSize')).toBeVisible({ timeout: 15_000 });
  await waitForQuiet(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe: the agent login and overview, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/agent');
    await expect(page.getByTestId('agent-login-page')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await waitForQuiet(page);
    expect(await seriousViolations(page), 'agent login').toEqual([]);

    await agentLogin(page, DEMO.agent);
    await expect(page.getByTestId('agent-tile-teamSize')).toBeVisible({ timeout: 15_000 });
    await waitForQuiet(page);
    expect(await seriousViolations(page), 'agent overview').toEqual([]);
  });
}
