import { expect, test } from '@playwright/test';
import { registerPlayer } from '../support/identity';
import { balanceHeader, memberCentre, openCentrePage, playerLogin } from '../support/member-area';
import { seriousViolations } from '../support/axe';

/**
 * Issue 17, missions end to end against the real server: a new player logs in, the progress job
 * counts the login within seconds, the member centre's badge shows the mission ready to claim, and
 * claiming it pays the reward (balance and bonus details) and takes the badge down.
 */
test('a login completes the daily mission; the badge counts it and falls when it is claimed', async ({
  page,
  browser,
}) => {
  const player = await registerPlayer(browser, 'mission');
  await playerLogin(page, player.username, player.password);
  const badge = memberCentre(page).getByTestId('centre-mission-badge');

  await test.step('the progress job counts the login: the badge shows one mission to claim', async () => {
    // The job runs every 5 s; the page reads the summary when the centre opens.
    await expect(async () => {
      await page.reload();
      await openCentrePage(page, 'missionLeaderboard');
      await expect(badge).toHaveText(/^1/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  });

  const missions = memberCentre(page).getByTestId('centre-page-missionLeaderboard');
  const daily = missions.getByRole('article').filter({ hasText: 'Log in today' });
  const before = await balanceHeader(page).innerText();

  await test.step('the missions page shows the full bar and the claim', async () => {
    await expect(daily.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^(1|100)$/);
    await expect(missions.getByRole('heading', { name: "This week's leaderboard" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('claiming pays 2.00 and takes the badge down', async () => {
    await daily.getByRole('button', { name: 'Claim' }).click();
    await expect(missions.getByText(/2(\.00)? has been added to your balance/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(daily.getByText('Claimed')).toBeVisible();
    await expect(badge).toHaveCount(0);
    await expect(balanceHeader(page)).not.toHaveText(before, { timeout: 15_000 });
    await expect(missions.getByText(/Your rank/)).toBeVisible({ timeout: 15_000 });
  });

  await test.step('the reward is in bonus details', async () => {
    await openCentrePage(page, 'bonusDetails');
    const bonuses = memberCentre(page).getByTestId('centre-page-bonusDetails');
    await expect(bonuses.getByText('Daily mission: log in', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
  });
});
