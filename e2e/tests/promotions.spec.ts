import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { depositWithDemoPay } from '../support/deposit-with-demo-pay';
import { playHouseSlot } from '../support/house-slot';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { OperatorApi } from '../support/operator';
import { seriousViolations } from '../support/axe';

/**
 * Issue 17, end to end in the browser against the real server: an operator creates a first-deposit
 * bonus in the back office; a new player joins it on /promotions, deposits through the demo
 * gateway, claims, and finds the reward in the reward centre and in bonus details with its turnover;
 * then plays the house slot, and the bonus's turnover progress moves by what was staked.
 */
test('an operator creates a first-deposit bonus; a new player joins, deposits, claims, sees it everywhere and plays its turnover', async ({
  page,
  browser,
}) => {
  // A long journey (back office, sign-up, gateway, claim, slot rounds): ~30 s on a quiet machine.
  test.setTimeout(120_000);
  const title = `E2E welcome ${Date.now().toString(36)}`;

  await test.step('the operator creates the promotion in the back office', async () => {
    await signInToConsole(page);
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await page.getByRole('link', { name: 'New promotion' }).click();
    await page.getByLabel('Qualifying deposit').selectOption('FIRST');
    await page.getByTestId('promotion-percent').fill('50');
    await page.getByTestId('promotion-cap').fill('250');
    await page.getByTestId('promotion-min-deposit').fill('100');
    await page.getByLabel('Turnover (× the bonus)').fill('4');
    await page.getByTestId('promotion-title-EN').fill(title);
    await page.getByTestId('promotion-summary-EN').fill('Half of your first deposit on top.');
    await page.getByTestId('promotion-rules-EN').fill('Join first.\n\nThen deposit at least 100.');
    // The preview is the card the player will see.
    await expect(page.getByText('50% up to 250', { exact: false }).first()).toBeVisible();
    await page.getByTestId('promotion-save').click();
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 15_000 });
  });

  const context = await browser.newContext();
  const player = await context.newPage();
  await registerInPage(player, {
    username: freshUsername('promo'),
    password: 'Welcome2026x',
    mobile: freshMobile(),
  });
  const card = () => player.locator('article.promo-card').filter({ hasText: title });

  await test.step('the player joins it on /promotions', async () => {
    await player.goto('/promotions');
    await expect(card().getByText('Open', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(player)).toEqual([]);
    await card().getByRole('button', { name: 'Join' }).click();
    await expect(card().getByRole('button', { name: 'Deposit now' })).toBeVisible({ timeout: 15_000 });
  });

  await test.step('deposits 300 through the demo gateway', async () => {
    await card().getByRole('button', { name: 'Deposit now' }).click();
    await depositWithDemoPay(player, '300.00');
  });

  await test.step('claims 150 (50 % of 300, under the cap of 250)', async () => {
    await player.goto('/promotions');
    await expect(card().getByText('Ready to claim')).toBeVisible({ timeout: 15_000 });
    await card().getByRole('button', { name: 'Claim' }).click();
    await expect(player.getByText(/150\.00 has been added to your balance/)).toBeVisible({ timeout: 15_000 });
    await expect(card().getByText('Claimed').first()).toBeVisible();
  });

  await test.step('finds it in the reward centre and in bonus details with its turnover', async () => {
    await openCentrePage(player, 'rewardCenter');
    const rewards = player.getByTestId('centre-page-rewardCenter');
    await expect(rewards.getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(rewards.getByText(/150\.00/)).toBeVisible();
    await openCentrePage(player, 'bonusDetails');
    const bonuses = player.getByTestId('centre-page-bonusDetails');
    await expect(bonuses.getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(bonuses.getByText(/600\.00/).first()).toBeVisible();
  });

  await test.step('plays, and the turnover progress moves by what was staked', async () => {
    const staked = await playHouseSlot(player, 3);
    expect(staked).toBeGreaterThan(0);
    // The bet sync brings the rounds into the betting record, which bonus details reads.
    await (await OperatorApi.login()).runJob('sync-bets');
    const done = (staked / 100).toLocaleString('en', { minimumFractionDigits: 2 });
    await expect(async () => {
      await openCentrePage(player, 'bonusDetails');
      const bonus = player
        .getByTestId('centre-page-bonusDetails')
        .locator('li.bonus-item')
        .filter({ hasText: title });
      await expect(bonus.getByText(`${done} of 600.00`, { exact: false })).toBeVisible({ timeout: 2_000 });
      await expect(bonus.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
    }).toPass({ timeout: 20_000 });
  });
  await context.close();
});
