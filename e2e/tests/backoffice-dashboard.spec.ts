import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createOperator, signInToConsole } from '../support/backoffice';
import { OperatorApi } from '../support/operator';
import { seriousViolations } from '../support/axe';

/**
 * The dashboard (issue 13 item 3) and the reports (item 9): the admin sees today's tiles, the
 * queues and the charts; opens the GGR report for a range, reads its totals row and downloads its
 * CSV; a range longer than a year is refused under the field; support has no Reports entry.
 * Axe: no serious or critical violation on both pages, dark and light.
 */
async function accessibleInBothThemes(page: Page, what: string) {
  const problems: string[] = [];
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('bo-theme', t), theme);
    await page.reload();
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    problems.push(...(await seriousViolations(page)).map((line) => `${what} ${theme}: ${line}`));
  }
  expect(problems).toEqual([]);
}

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

test('the admin reads the dashboard and downloads the GGR report', async ({ page }) => {
  test.setTimeout(120_000);
  // The demo's house-game rounds into bets, and bets into the daily figures, now (not in a minute).
  const api = await OperatorApi.login();
  try {
    expect((await api.runJob('sync-bets')).status).toBe('done');
    expect((await api.runJob('roll-up-daily-stats')).status).toBe('done');
  } finally {
    await api.dispose();
  }
  await signInToConsole(page);
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Today' });
  for (const tile of [
    'Deposits',
    'Withdrawals',
    'Bonuses',
    'GGR (stakes − wins)',
    'New players',
    'Active players',
  ])
    await expect(today.getByText(tile, { exact: true })).toBeVisible();
  const queues = page.getByRole('region', { name: 'Waiting for an operator' });
  await expect(queues.getByRole('link', { name: /Pending deposits/ })).toHaveAttribute(
    'href',
    '/backoffice/deposits?status=PENDING',
  );
  // The three charts have drawn (recharts' SVG surfaces), or say there is nothing to draw.
  await expect(
    page
      .getByRole('img', { name: /Deposits, withdrawals and GGR per day/ })
      .locator('svg')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GGR by vendor, last 30 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GGR by category, last 30 days' })).toBeVisible();
  await accessibleInBothThemes(page, 'dashboard');

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const from = isoDay(new Date(Date.now() - 30 * 86_400_000));
  const to = isoDay(new Date(Date.now() + 86_400_000));
  await page.getByLabel('From (day)').fill('2020-01-01');
  await page.getByLabel('To (day, included)').fill(to);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByText('A report covers at most 366 days.')).toBeVisible();
  await page.getByLabel('From (day)').fill(from);
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}|to=${to}.*from=${from}`));
  const report = page.getByRole('region', { name: /Daily GGR by vendor and category/ });
  await expect(report.locator('tbody tr').first()).toBeVisible();
  await expect(report.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ggr-${from}-${to}.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Day,Vendor,Category,Bets,Players,Stakes,Valid bets,Wins,GGR');
  expect(csv).toMatch(/\r\nTotal,/);
  await page.getByRole('button', { name: 'Deposits and withdrawals by channel' }).click();
  await expect(page.getByRole('button', { name: 'Deposits and withdrawals by channel' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await accessibleInBothThemes(page, 'reports');
});

test('support sees the dashboard but no reports, and the server refuses them', async ({ page }) => {
  const support = await createOperator('support');
  await signInToConsole(page, support);
  await page.goto('/backoffice/');
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
  await expect(page.locator('#console-menu').getByRole('link', { name: 'Reports' })).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const token = JSON.parse(
      sessionStorage.getItem('bo-session') ?? localStorage.getItem('bo-session') ?? '{}',
    ).token;
    return (
      await fetch('/ops/reports/ggr?from=2026-01-01&to=2026-01-02', { headers: { authorization: token } })
    ).status;
  });
  expect(status).toBe(403);
});
