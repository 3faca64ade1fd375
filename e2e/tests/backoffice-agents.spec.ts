import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { signInToConsole } from '../support/backoffice';
import { DEMO } from '../support/constants';
import { cents, playHouseSlot } from '../support/house-slot';
import { playerLogin } from '../support/member-area';
import { OperatorApi, type AgentContractSettings } from '../support/operator';
import { advanceSettlementClock, dayKey } from '../support/test-clock';

/**
 * Back office › Agents (issue 15 item 6): a settled day waits for its release delay; the operator
 * finds the run with its totals, opens its payout lines, holds the top-level agent's line with a
 * reason and releases it (it waits again, then is paid when its time comes); the contracts list
 * shows the demo contract; axe on the agents pages in both themes.
 */

const DAY_MS = 86_400_000;
const RELEASE_DELAY_MINUTES = 60;
const SPINS = 2;
/** A player directly under demoagent (demo seed): its bets are in demoagent's team. */
const TEAM_PLAYER = 'demoteamp1';

/** The text of `row`'s cell under the column headed `header` in the page's table. */
async function cellText(page: Page, row: Locator, header: string): Promise<string> {
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

/** axe on the console page as it is, then after the top bar's theme button switched the theme. */
async function expectAccessibleInBothThemes(page: Page, what: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page), `${what} (first theme)`).toEqual([]);
  await page.getByRole('button', { name: /Switch to the (light|dark) theme/ }).click();
  expect(await seriousViolations(page), `${what} (second theme)`).toEqual([]);
  await page.getByRole('button', { name: /Switch to the (light|dark) theme/ }).click();
}

test('an operator holds a waiting payout line with a reason and releases it; the contracts list; axe', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const ops = await OperatorApi.login();
  const saved: AgentContractSettings = await ops.agentContractSettings();
  await ops.setAgentContractSettings({
    topLevelTerms: {
      ...saved.topLevelTerms,
      DAILY_WAGE: { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 0, activeMembers: 1, rate: 2 }] },
    },
    releaseDelayMinutes: RELEASE_DELAY_MINUTES,
  });
  try {
    // A player of demoagent's team plays today (operator credit), and the bets reach the site.
    const since = Date.now();
    await ops.adjustBalance(TEAM_PLAYER, 50);
    const playerContext = await browser.newContext();
    try {
      const player = await playerContext.newPage();
      await playerLogin(player, TEAM_PLAYER, DEMO.password);
      expect(await playHouseSlot(player, SPINS)).toBeGreaterThan(0);
    } finally {
      await playerContext.close();
    }
    await expect
      .poll(async () => (await ops.runJob('sync-bets'), ops.betCount(TEAM_PLAYER, since)), {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(SPINS);
    // The day closes on settlement's clock; its lines wait RELEASE_DELAY_MINUTES.
    const now = await advanceSettlementClock(DAY_MS);
    const period = dayKey(now - DAY_MS);
    const settled = await ops.runJob('settle-agent-contracts');
    expect(settled.status, settled.error ?? '').toBe('done');

    await signInToConsole(page);
    await page.getByRole('link', { name: 'Agents' }).click();
    await expectAccessibleInBothThemes(page, 'agent terms');
    await page
      .getByRole('navigation', { name: 'Agent sections' })
      .getByRole('link', { name: 'Settlements' })
      .click();
    await page.getByLabel('Kind').selectOption('DAILY_WAGE');
    const run = page.getByRole('row').filter({ has: page.getByRole('cell', { name: period, exact: true }) });
    await expect(run).toHaveCount(1, { timeout: 15_000 });
    await expect(run).toContainText('Daily wage');
    await expect(run).toContainText('Waiting for release');
    await expectAccessibleInBothThemes(page, 'settlement runs');
    const runTotal = cents(await cellText(page, run, 'Total'));
    const runLines = Number(await cellText(page, run, 'Lines'));
    expect(Number(await cellText(page, run, 'Waiting lines'))).toBe(runLines);
    expect(runTotal).toBeGreaterThan(0);

    await run.getByRole('link', { name: /Open run/ }).click();
    await expect(page.getByRole('heading', { name: /Payout lines of run/ })).toBeVisible();
    const line = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: DEMO.agent, exact: true }) });
    await expect(line).toContainText('Waiting');
    await expect(line).toContainText('2.00 %');
    await expectAccessibleInBothThemes(page, 'payout lines');
    // The run's totals are its lines' sums (one page holds them all).
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(runLines);
    let sum = 0;
    for (const row of await rows.all()) sum += cents(await cellText(page, row, 'Amount'));
    expect(sum).toBe(runTotal);

    const reason = `e2e check of ${period}`;
    await line.getByRole('button', { name: 'Hold' }).click();
    const holdDialog = page.getByRole('dialog', { name: `Hold the payout of ${DEMO.agent}` });
    await holdDialog.getByLabel('Reason (written to the audit log)').fill(reason);
    await holdDialog.getByRole('button', { name: 'Hold' }).click();
    await expect(page.getByText(`The payout of ${DEMO.agent} is held.`)).toBeVisible();
    await expect(line).toContainText('Held');
    await expect(line).toContainText(reason);

    await line.getByRole('button', { name: 'Release' }).click();
    const releaseDialog = page.getByRole('dialog', { name: `Release the payout of ${DEMO.agent}` });
    await releaseDialog.getByLabel('Reason (written to the audit log)').fill('e2e: checked, pay it');
    await releaseDialog.getByRole('button', { name: 'Release' }).click();
    await expect(page.getByText(`The payout of ${DEMO.agent} is released.`)).toBeVisible();
    // Released before its time: it waits again for the release delay, and nothing holds it.
    await expect(line).toContainText('Waiting');
    await expect(line).not.toContainText(reason);

    // Past the release delay, the scheduler pays it.
    await advanceSettlementClock((RELEASE_DELAY_MINUTES + 1) * 60_000);
    const paid = await ops.runJob('settle-agent-contracts');
    expect(paid.status, paid.error ?? '').toBe('done');
    await page.reload();
    await expect(line).toContainText('Paid', { timeout: 15_000 });

    await page.getByRole('link', { name: 'All runs' }).click();
    await page
      .getByRole('navigation', { name: 'Agent sections' })
      .getByRole('link', { name: 'Contracts' })
      .click();
    const contract = page.getByRole('row').filter({ hasText: 'demosub1' }).filter({ hasText: DEMO.agent });
    await expect(contract.first()).toBeVisible({ timeout: 15_000 });
    await expect(contract.first()).toContainText('Daily wage');
    await expectAccessibleInBothThemes(page, 'contracts');
  } finally {
    await ops.setAgentContractSettings(saved);
    await ops.dispose();
  }
});
