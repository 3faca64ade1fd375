import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { DEMO } from '../support/constants';
import { trackRequests, waitForQuiet } from '../support/settle';

/**
 * The agent centre's announcement (issue 15 item 2): notices written for agents reach the agent
 * site's announcement page (the demo seed's agents' announcement) and never the players' notice
 * page. Axe on the page, both themes.
 */
const AGENT_NOTICE = 'Agents: new daily wage tiers';

async function agentLogin(page: Page) {
  await page.goto('/agent');
  await expect(page.getByTestId('agent-login-page')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('agent-login-username').fill(DEMO.agent);
  await page.getByTestId('agent-login-password').fill(DEMO.password);
  await page.getByTestId('agent-login-submit').click();
  await expect(page.getByTestId('agent-site')).toBeVisible({ timeout: 15_000 });
}

test.beforeEach(({ page }) => trackRequests(page));

for (const theme of ['dark', 'light'] as const) {
  test(`an agent reads the agents' announcement, ${theme} theme (axe)`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await agentLogin(page);
    // By address: the page's own link (the menu is tested in agent-site.spec.ts).
    await page.goto('/agent?page=announcement');
    await expect(page.getByTestId('agent-site-menu-announcement')).toHaveAttribute('aria-current', 'page');
    const board = page.getByTestId('agent-announcement');
    await expect(board.getByTestId('notice-list')).toContainText(AGENT_NOTICE, { timeout: 15_000 });
    await expect(board.getByTestId('notice-detail')).toContainText('1.2%');
    await waitForQuiet(page);
    expect(await seriousViolations(page), 'agent announcement').toEqual([]);
  });
}

test("the players' notice page never shows the agents' announcement", async ({ page }) => {
  await page.goto('/noticePage');
  await expect(page.getByTestId('notice-list')).toContainText('Welcome to DemoBet', { timeout: 15_000 });
  await expect(page.getByText(AGENT_NOTICE)).toHaveCount(0);
  await page.getByTestId('notice-pager-next').click();
  await expect(page.getByTestId('notice-list')).toContainText('Mobile lite app');
  await expect(page.getByText(AGENT_NOTICE)).toHaveCount(0);
});

test('on a phone the agent announcement has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await agentLogin(page);
  await page.goto('/agent?page=announcement');
  await expect(page.getByTestId('agent-announcement').getByTestId('notice-list')).toContainText(
    AGENT_NOTICE,
    {
      timeout: 15_000,
    },
  );
  await waitForQuiet(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
