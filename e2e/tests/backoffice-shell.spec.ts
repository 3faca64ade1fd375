import { expect, test, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { seriousViolations } from '../support/axe';

/**
 * Every page of the back office's menu, as the admin sees it (every entry): no serious or critical
 * axe violation in the dark and the light theme, nothing wider than a 375 px phone outside the
 * tables' own scroll areas, and the menu reachable by keyboard.
 */
async function menuPaths(page: Page): Promise<string[]> {
  const links = page.locator('#console-menu a');
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  return [...new Set(hrefs)];
}

async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

test('every console page passes axe in both themes', async ({ page }) => {
  test.setTimeout(180_000);
  await signInToConsole(page);
  const paths = await menuPaths(page);
  expect(paths.length).toBeGreaterThan(3);
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      problems.push(...(await seriousViolations(page)).map((line) => `${theme} ${path}: ${line}`));
    }
  }
  expect(problems).toEqual([]);
});

test('every console page fits a phone and the menu opens by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await signInToConsole(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#console-menu')).toBeVisible();
  const paths = await menuPaths(page);
  const wide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow}px wider than the screen`);
  }
  expect(wide).toEqual([]);
});
