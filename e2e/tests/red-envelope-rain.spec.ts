import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { OperatorApi } from '../support/operator';
import { advanceSettlementClock, REPORT_TIME_ZONE } from '../support/test-clock';
import { waitForHydration } from '../support/settle';

/**
 * Issue 17's red-envelope rain against the real server: a rain falling now (its time is the last
 * minute on the server's clock — which other journeys may have moved forward — in its report time
 * zone); a new player sees it live with its envelopes left,
 * opens the rain, picks an envelope, hears what it held, cannot take a second one in the same rain,
 * and finds the amount in the reward centre.
 */
const detail = (player: Page) => player.getByTestId('page-promoDetail');
const reportClock = (at: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: REPORT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

test('a player grabs one red envelope during a rain and is paid what it held', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `E2E envelope rain ${Date.now().toString(36)}`;
  // Promotions read the settlement clock: moving it by nothing answers where it is.
  const now = await advanceSettlementClock(0);
  const ops = await OperatorApi.login();
  const rain = await ops.savePromotion({
    art: 'envelope',
    startsAt: now - 86_400_000,
    repeat: 'DAILY',
    sort: 9997,
    rules: {
      kind: 'RED_ENVELOPE',
      times: [reportClock(now - 60_000)],
      minutes: 60,
      envelopes: 20,
      rainBudget: 100,
      minAmount: 2,
      turnoverMultiple: 1,
    },
    texts: [{ language: 'EN', title, summary: 'Grab one.', rules: 'One envelope per rain.' }],
  });
  await ops.dispose();

  const context = await browser.newContext();
  const player = await context.newPage();
  await registerInPage(player, {
    username: freshUsername('rain'),
    password: 'Welcome2026x',
    mobile: freshMobile(),
  });

  await test.step('the rain is falling, with its envelopes left', async () => {
    await player.goto(`/promoDetail?id=${rain.id}`);
    await expect(detail(player).getByText(title).first()).toBeVisible({ timeout: 15_000 });
    await waitForHydration(player);
    await expect(player.getByTestId('rain-headline')).toHaveText('Raining now!');
    await expect(player.getByTestId('rain-left')).toContainText('20 of 20');
    expect(await seriousViolations(player)).toEqual([]);
  });

  let held = '';
  await test.step('opens the rain and picks an envelope', async () => {
    await detail(player).getByRole('button', { name: 'Grab an envelope' }).click();
    await expect(player.getByTestId('rain-dialog')).toBeVisible();
    // Checked once the envelopes have landed: while they fall they pass over one another.
    await expect
      .poll(() =>
        player.evaluate(() =>
          Array.from(document.querySelectorAll('.rain-envelope')).every((envelope) =>
            envelope.getAnimations().every((animation: Animation) => animation.playState === 'finished'),
          ),
        ),
      )
      .toBe(true);
    expect(await seriousViolations(player)).toEqual([]);
    await player.getByRole('button', { name: 'Open a red envelope' }).first().click();
    await expect(player.getByTestId('rain-result')).toContainText('You got', { timeout: 15_000 });
    held = /(\d+\.\d\d)/.exec((await player.getByTestId('rain-result').textContent()) ?? '')?.[1] ?? '';
    expect(Number(held)).toBeGreaterThanOrEqual(2);
    await player.getByTestId('rain-close').click();
    await expect(player.getByTestId('rain-grabbed')).toContainText(held, { timeout: 15_000 });
    await expect(player.getByTestId('rain-left')).toContainText('19 of 20');
    await expect(detail(player).getByRole('button', { name: 'Grab an envelope' })).toHaveCount(0);
  });

  await test.step('what it held is in the reward centre', async () => {
    await openCentrePage(player, 'rewardCenter');
    const rewards = player.getByTestId('centre-page-rewardCenter');
    await expect(rewards.getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(rewards.getByText(held).first()).toBeVisible();
  });
  await context.close();
});
