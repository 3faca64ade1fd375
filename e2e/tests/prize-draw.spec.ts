import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { depositWithDemoPay } from '../support/deposit-with-demo-pay';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { OperatorApi } from '../support/operator';
import { advanceSettlementClock, REPORT_TIME_ZONE } from '../support/test-clock';
import { waitForHydration } from '../support/settle';

/**
 * Issue 17's prize draw against the real server: a new player reads the prizes, joins, deposits
 * 200 through the demo gateway (two entries), and once the day has closed on the server's clock
 * the scheduler's draw (run now) makes them the only entrant, so the winner of the 1st prize: the
 * winner board names them (masked) and the prize is in the reward centre.
 */
const detail = (player: Page) => player.getByTestId('page-promoDetail');
const MINUTE = 60_000;

/** The end of the report-time-zone day holding `at` (epoch ms; the zone has no daylight saving). */
function endOfReportDay(at: number): number {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(at);
  return Date.parse(`${day}T00:00:00+08:00`) + 86_400_000;
}

/**
 * Waits until the scheduler's own draw has just run (its timer ticks once a minute
 * from the server's start). Earlier journeys moved the server's clock days ahead, so the day of the
 * deposit, stamped in real time, is due to be drawn at once: the next tick must not draw it between
 * the join and the deposit.
 */
async function justAfterScheduledDraw(ops: OperatorApi) {
  await expect
    .poll(
      async () =>
        (await ops.jobRuns('draw-raffles')).some(
          (r) => !r.manual && r.status === 'done' && Date.now() - Date.parse(r.startedAt) < 10_000,
        ),
      { timeout: 3 * MINUTE, intervals: [250] },
    )
    .toBe(true);
}

test('a player joins a daily prize draw, earns entries by depositing, and wins when it is drawn', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const title = `E2E prize draw ${Date.now().toString(36)}`;
  const ops = await OperatorApi.login();
  const context = await browser.newContext();
  const player = await context.newPage();
  await registerInPage(player, {
    username: freshUsername('draw'),
    password: 'Welcome2026x',
    mobile: freshMobile(),
  });
  await justAfterScheduledDraw(ops);
  const raffle = await ops.savePromotion({
    art: 'raffle',
    startsAt: Date.now() - MINUTE,
    repeat: 'DAILY',
    sort: 9996,
    rules: {
      kind: 'RAFFLE',
      basis: 'DEPOSIT',
      ticketStep: 100,
      ticketsMax: 5,
      turnoverMultiple: 1,
      prizes: [
        { amount: 77, winners: 1 },
        { amount: 11, winners: 2 },
      ],
    },
    texts: [{ language: 'EN', title, summary: 'Join and deposit.', rules: 'An entry per 100 deposited.' }],
  });

  await test.step('the draw publishes its prizes and invites to join', async () => {
    await player.goto(`/promoDetail?id=${raffle.id}`);
    await expect(detail(player).getByText(title).first()).toBeVisible({ timeout: 15_000 });
    await waitForHydration(player);
    const prizes = player.getByTestId('raffle-prizes');
    await expect(prizes).toContainText('77.00');
    await expect(player.getByTestId('raffle-total')).toContainText('99.00');
    await expect(player.getByTestId('raffle-invite')).toContainText('100.00');
    await expect(player.getByTestId('raffle-headline')).toContainText('Next draw at');
    expect(await seriousViolations(player)).toEqual([]);
  });

  await test.step('joins, then deposits 200 through the demo gateway', async () => {
    await detail(player).getByRole('button', { name: 'Join', exact: true }).click();
    await expect(player.getByTestId('raffle-entries')).toBeVisible({ timeout: 15_000 });
    await player.getByTestId('raffle-go').click();
    await depositWithDemoPay(player, '200.00');
  });

  await test.step('the day closes, the scheduler draws it, and the board names the winner', async () => {
    // The deposit is stamped in real time; the draw follows the server's clock, which other journeys
    // may have moved ahead: move it past this day's end and the settling minutes, wherever it is.
    const clock = await advanceSettlementClock(0);
    await advanceSettlementClock(Math.max(0, endOfReportDay(Date.now()) + 6 * MINUTE - clock));
    const run = await ops.runJob('draw-raffles');
    expect(run.status).toBe('done');
    await player.goto(`/promoDetail?id=${raffle.id}`);
    const board = player.getByTestId('raffle-winners');
    await expect(board).toBeVisible({ timeout: 15_000 });
    await expect(player.getByTestId('raffle-last-meta')).toContainText('1');
    await expect(board.getByRole('row')).toHaveCount(2); // the header and the one entrant
    await expect(board).toContainText('77.00');
    await expect(board).toContainText('dr***');
    expect(await seriousViolations(player)).toEqual([]);
  });

  await test.step('the prize is in the reward centre', async () => {
    await openCentrePage(player, 'rewardCenter');
    const rewards = player.getByTestId('centre-page-rewardCenter');
    await expect(rewards.getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(rewards.getByText('77.00').first()).toBeVisible();
  });
  await ops.dispose();
  await context.close();
});
