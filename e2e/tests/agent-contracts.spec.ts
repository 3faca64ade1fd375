import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';
import { cents, playHouseSlot } from '../support/house-slot';
import { freshUsername } from '../support/identity';
import { memberCentre, openCentrePage, playerLogin } from '../support/member-area';
import { OperatorApi, type AgentContractSettings } from '../support/operator';
import { advanceSettlementClock, dayKey } from '../support/test-clock';

/**
 * Issue 15's journey: an agent registers a downline agent in the agent centre, offers it a daily
 * wage and sends it money from team management (its balance there goes up); the downline accepts
 * in its own browser and plays the house slot with money the operator credited; the settlement
 * clock moves a day on and the scheduler's job settles it; both agents read their income line
 * (base × rate − passed down = amount) and the upline's account record shows the AGENT_INCOME
 * credit.
 */

const HOUSE_RATE = 2;
const OFFERED_RATE = 1;
const DAY_MS = 86_400_000;
const SPINS = 3;
const PAYMENT_PASSWORD = '123456'; // the demo seed's (README)

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function openAgentCentre(page: Page, menu: string): Promise<Locator> {
  const centre = page.getByTestId('agent-centre');
  if (!(await centre.isVisible())) await page.getByTestId('shortcut-agent').click();
  await centre.getByTestId(`agent-menu-${menu}`).click();
  await expect(centre.getByTestId(`agent-menu-${menu}`)).toHaveAttribute('aria-current', 'page');
  return centre;
}

/** The daily-wage income line of `period` in "my income" (opened afresh, so it asks the server). */
async function dailyWageIncome(page: Page, period: string): Promise<Locator> {
  const centre = await openAgentCentre(page, 'teamOverview');
  await centre.getByTestId('agent-menu-myIncome').click();
  const row = centre
    .locator('[data-testid^="income-row-"]')
    .filter({ has: page.getByRole('cell', { name: period, exact: true }) })
    .filter({ hasText: 'Daily wages' });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  return row;
}

test('a downline agent accepts a daily wage; after the day is settled both agents see their income', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ops = await OperatorApi.login();
  const saved: AgentContractSettings = await ops.agentContractSettings();
  // The house pays top-level agents (demoagent) 2 % of the team's valid bet; lines are paid at once.
  await ops.setAgentContractSettings({
    topLevelTerms: {
      ...saved.topLevelTerms,
      DAILY_WAGE: { kind: 'DAILY_WAGE', tiers: [{ teamBetting: 0, activeMembers: 1, rate: HOUSE_RATE }] },
    },
    releaseDelayMinutes: 0,
  });
  const agentContext = await browser.newContext();
  const downContext = await browser.newContext();
  try {
    const agent = await agentContext.newPage();
    const down = await downContext.newPage();
    const downline = { username: freshUsername('e2ed'), password: 'Kalye8Mabini' };

    await test.step('the agent registers a downline agent and offers it a daily wage', async () => {
      await playerLogin(agent, DEMO.agent, DEMO.password);
      const centre = await openAgentCentre(agent, 'registerAccount');
      await centre.getByTestId('agent-register-kind-agent').check();
      await centre.getByTestId('agent-register-username').fill(downline.username);
      await centre.getByTestId('agent-register-password').fill(downline.password);
      await centre.getByTestId('agent-register-confirmPassword').fill(downline.password);
      await centre.getByTestId('agent-register-submit').click();
      await expect(centre.getByTestId('agent-register-created')).toContainText(downline.username);
      await centre.getByTestId('agent-register-offer').click();

      const dialog = agent.getByTestId('offer-contract-dialog');
      await expect(dialog).toContainText(`Offer a contract to ${downline.username}`);
      await dialog.getByLabel('Contract kind').selectOption('DAILY_WAGE');
      // My own rate is the house's top-level rate: the ceiling the offer must stay within.
      await expect(dialog.getByText('Your own rate (the maximum):')).toContainText(`${HOUSE_RATE}%`);
      await dialog.getByLabel('Team betting').fill('0');
      await dialog.getByLabel('Active members').fill('1');
      await dialog.getByLabel('Rate %').fill(String(OFFERED_RATE));
      await dialog.getByTestId('offer-submit').click();
      await expect(dialog).toHaveCount(0);

      await centre.getByTestId('agent-menu-dailyWages').click();
      await expect(centre.getByTestId('agent-contracts-DAILY_WAGE')).toContainText(downline.username);
    });

    await test.step('the agent transfers money to the new downline from team management', async () => {
      const centre = await openAgentCentre(agent, 'teamManagement');
      // The demo agent has many direct downlines (earlier runs'): find this one by name.
      await centre.getByTestId('agent-team-search').fill(downline.username);
      await centre.getByTestId('agent-team-search-submit').click();
      const row = centre.getByTestId(`agent-team-row-${downline.username}`);
      await expect(row.getByRole('cell', { name: '0.00', exact: true })).toBeVisible();
      await row.getByTestId(`agent-transfer-${downline.username}`).click();
      const dialog = agent.getByTestId('agent-transfer-dialog');
      await dialog.getByTestId('agent-transfer-amount').fill('5');
      await dialog.getByTestId('agent-transfer-password').fill(PAYMENT_PASSWORD);
      await dialog.getByTestId('agent-transfer-submit').click();
      await expect(dialog).toHaveCount(0);
      await expect(centre.getByTestId('agent-transfer-done')).toContainText(
        `5.00 has been sent to ${downline.username}`,
      );
      // The list asks again: the downline's balance went up.
      await expect(row.getByRole('cell', { name: '5.00', exact: true })).toBeVisible();
    });

    await test.step('the downline accepts the offer in its own browser', async () => {
      await playerLogin(down, downline.username, downline.password);
      const centre = await openAgentCentre(down, 'dailyWages');
      const panel = centre.getByTestId('agent-contracts-DAILY_WAGE');
      await expect(panel.getByTestId('contract-pending-banner')).toBeVisible();
      const offer = panel.locator('[data-testid^="contract-offer-"]');
      await expect(offer).toContainText(`Offer from ${DEMO.agent}`);
      await offer.getByRole('button', { name: 'Accept' }).click();
      await expect(offer).toHaveCount(0);
      await expect(panel).toContainText(`From ${DEMO.agent}`);
      await expect(panel.getByTestId('contract-pending-banner')).toHaveCount(0);
      await centre.getByRole('button', { name: 'Close' }).click();
    });

    let staked = 0;
    await test.step('the downline plays the house slot with money the operator credited', async () => {
      await ops.adjustBalance(downline.username, 100);
      staked = await playHouseSlot(down, SPINS);
      expect(staked).toBeGreaterThan(0);
      // The bet sync brings the rounds into the betting record (and settlement's feed).
      await ops.runJob('sync-bets');
      await down.goto('/');
      await openCentrePage(down, 'personalHistoryCopy');
      await expect(async () => {
        await memberCentre(down).getByTestId('centre-menu-bonusDetails').click();
        await memberCentre(down).getByTestId('centre-menu-personalHistoryCopy').click();
        await expect(down.getByTestId('betting-record-page').getByTestId('bet-row')).toHaveCount(SPINS, {
          timeout: 2_000,
        });
      }).toPass({ timeout: 30_000 });
    });

    // The day closes on settlement's clock; the scheduler's job settles it now.
    const now = await advanceSettlementClock(DAY_MS);
    const period = dayKey(now - DAY_MS);
    const run = await ops.runJob('settle-agent-contracts');
    expect(run.status, run.error ?? '').toBe('done');

    const downAmount = Math.floor((staked * OFFERED_RATE) / 100);
    await test.step('the downline reads its own income line: its team base at its rate', async () => {
      await down.goto('/');
      const row = await dailyWageIncome(down, period);
      await expect(row).toContainText(`${money(staked)} × ${OFFERED_RATE}% − 0.00 = ${money(downAmount)}`);
      await expect(row).toContainText('Paid');
    });

    await test.step('the upline reads its line (passed down included) and the credit in its account record', async () => {
      await agent.goto('/');
      const row = await dailyWageIncome(agent, period);
      await expect(row).toContainText(`× ${HOUSE_RATE}% −`);
      await expect(row).toContainText('Paid');
      const calc = (await row.locator('.agent-contracts-calc').textContent()) ?? '';
      const [base, passedDown] = [...calc.matchAll(/[0-9][0-9,]*\.[0-9]{2}/g)].map((m) => cents(m[0]));
      // The downline's volume is in the upline's team base; its wage went down the line.
      expect(base).toBeGreaterThanOrEqual(staked);
      expect(passedDown).toBeGreaterThanOrEqual(downAmount);
      const amount = cents(await row.locator('.agent-contracts-amount').textContent());
      expect(amount).toBe(Math.floor((base! * HOUSE_RATE) / 100) - passedDown!);
      expect(amount).toBeGreaterThan(0);

      await agent.getByTestId('agent-centre').getByRole('button', { name: 'Close' }).click();
      await openCentrePage(agent, 'transactionHistory');
      const credit = agent
        .getByTestId('transaction-row')
        .filter({ has: agent.getByTestId('transaction-reference').getByText(`DAILY_WAGE:${period}`) });
      await expect(credit).toHaveCount(1, { timeout: 15_000 });
      await expect(credit.getByTestId('transaction-type')).toHaveText('Agent income');
      await expect(credit.getByTestId('transaction-amount')).toHaveText(new RegExp(`\\+${money(amount)}$`));
    });
  } finally {
    await agentContext.close();
    await downContext.close();
    await ops.setAgentContractSettings(saved);
    await ops.dispose();
  }
});
