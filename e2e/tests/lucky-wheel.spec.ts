import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { depositWithDemoPay } from '../support/deposit-with-demo-pay';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { OperatorApi } from '../support/operator';
import { waitForHydration } from '../support/settle';

/**
 * Issue 17's lucky wheel against the real server: a new player sees the wheel's prizes and their
 * chances, is told what earns a ticket, deposits 200 through the demo gateway (two tickets), spins
 * the animated wheel in its dialog, hears the prize announced, and finds it in the reward centre.
 * Every segment pays (5 or 7), so the journey does not depend on the draw.
 */
const detail = (player: Page) => player.getByTestId('page-promoDetail');

test('a new player earns wheel tickets by depositing, spins, and is paid the prize', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = `E2E lucky wheel ${Date.now().toString(36)}`;
  const ops = await OperatorApi.login();
  const wheel = await ops.savePromotion({
    art: 'wheel',
    startsAt: Date.now() - 60_000,
    repeat: 'ONCE',
    budget: 1_000,
    sort: 9998,
    rules: {
      kind: 'LUCKY_WHEEL',
      basis: 'DEPOSIT',
      ticketStep: 100,
      ticketsMax: 2,
      turnoverMultiple: 1,
      prizes: [
        { amount: 5, weight: 3 },
        { amount: 7, weight: 1 },
      ],
    },
    texts: [{ language: 'EN', title, summary: 'Deposit and spin.', rules: 'A ticket per 100 deposited.' }],
  });
  await ops.dispose();

  const context = await browser.newContext();
  const player = await context.newPage();
  await registerInPage(player, {
    username: freshUsername('wheel'),
    password: 'Welcome2026x',
    mobile: freshMobile(),
  });

  await test.step('the wheel publishes its prizes and says what earns a ticket', async () => {
    await player.goto(`/promoDetail?id=${wheel.id}`);
    await expect(detail(player).getByText(title).first()).toBeVisible({ timeout: 15_000 });
    await waitForHydration(player);
    await expect(detail(player).getByText('75%').first()).toBeVisible();
    await expect(detail(player).getByText('25%').first()).toBeVisible();
    await expect(player.getByTestId('wheel-next')).toContainText('Deposit', { timeout: 15_000 });
    await expect(detail(player).getByRole('button', { name: 'No tickets left' })).toBeDisabled();
    expect(await seriousViolations(player)).toEqual([]);
  });

  await test.step('deposits 200 through the demo gateway: two tickets', async () => {
    await player.getByTestId('wheel-go').click();
    await depositWithDemoPay(player, '200.00');
    await player.goto(`/promoDetail?id=${wheel.id}`);
    await expect(player.getByTestId('wheel-tickets')).toContainText('2', { timeout: 15_000 });
  });

  await test.step('spins the wheel and hears the prize', async () => {
    await waitForHydration(player);
    await detail(player).getByRole('button', { name: 'Spin the wheel (2 tickets)' }).click();
    const dialog = player.getByTestId('wheel-dialog');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(player)).toEqual([]);
    await player.getByTestId('wheel-spin').click();
    await expect(player.getByTestId('wheel-result')).toContainText(/You won P?\s?[57]\.00/, {
      timeout: 15_000,
    });
    await expect(player.getByTestId('wheel-dialog-tickets')).toContainText('1 ticket left');
    await player.getByTestId('wheel-close').click();
    await expect(dialog).toBeHidden();
    await expect(player.getByTestId('wheel-spins')).toContainText(/[57]\.00/, { timeout: 15_000 });
  });

  await test.step('the prize is in the reward centre', async () => {
    await openCentrePage(player, 'rewardCenter');
    const rewards = player.getByTestId('centre-page-rewardCenter');
    await expect(rewards.getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(rewards.getByText(/[57]\.00/).first()).toBeVisible();
  });
  await context.close();
});
