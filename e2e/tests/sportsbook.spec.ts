import { expect, test } from '@playwright/test';
import { DEMO } from '../support/constants';
import { OperatorApi } from '../support/operator';
import { advanceSettlementClock } from '../support/test-clock';

/**
 * The house sportsbook, end to end (issue 19): the operator lists two fixtures; a player picks the
 * home side of both in the book's page, places them as a parlay; the matches are played (the
 * settlement clock moves past kick-off) and the operator settles both: the parlay wins and pays
 * the stake times the product of the odds.
 */
test('a parlay of two fixtures wins and pays the product of the odds', async ({ page }) => {
  test.setTimeout(120_000);
  const ops = await OperatorApi.login();
  const now = await advanceSettlementClock(0);
  const kickOff = now + 10 * 60_000;
  const tag = Date.now().toString(36).slice(-4);
  const fixture = (home: string, away: string) =>
    ops.createSportsFixture({
      league: 'E2E Cup',
      home: `${home} ${tag}`,
      away: `${away} ${tag}`,
      startsAt: kickOff,
      homeXg: 1.8,
      awayXg: 0.9,
    });
  const first = await fixture('Harbour', 'Valley');
  const second = await fixture('Summit', 'Coast');

  await page.goto('/');
  await page.getByTestId('header-username').fill(DEMO.downlines[0]);
  await page.getByTestId('header-password').fill(DEMO.password);
  await page.getByTestId('header-login-button').click();
  await page.getByTestId('after-login-ok').click();
  await page.goto('/sports');
  await page.getByTestId('games-grid').getByText('House Sportsbook').click();
  const book = page.frameLocator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();

  await book.getByTestId('sb-tab-upcoming').click();
  const home1 = book.getByTestId(`sb-odds-${first}-1X2-HOME`);
  const home2 = book.getByTestId(`sb-odds-${second}-1X2-HOME`);
  await expect(home1).toHaveAttribute('data-odds', /^[0-9]{4,}$/, { timeout: 20_000 });
  const odds = [Number(await home1.getAttribute('data-odds')), Number(await home2.getAttribute('data-odds'))];
  await home1.click();
  await home2.click();
  await expect(book.getByTestId('sb-slip-count')).toHaveAttribute('data-n', '2');
  await book.getByTestId('sb-mode-parlay').click();
  // the parlay's odds: the product, rounded down to the thousandth step by step
  const combined = odds.reduce((acc, o) => Math.floor((acc * o) / 1000), 1000);
  await expect(book.getByTestId('sb-combined-odds')).toHaveAttribute('data-odds', String(combined));
  await book.getByTestId('sb-stake').fill('10');
  await book.getByTestId('sb-place').click();
  const receipt = book.getByTestId('sb-receipt');
  await expect(receipt).toBeVisible({ timeout: 10_000 });
  const betId = (await receipt.locator('[data-bet-id]').first().getAttribute('data-bet-id'))!;

  // Both matches are played; the operator enters the final scores.
  await advanceSettlementClock(kickOff - now + 100 * 60_000);
  expect(await ops.settleSportsFixture(first, 2, 0)).toBe(0); // the parlay waits for its other leg
  expect(await ops.settleSportsFixture(second, 1, 0)).toBe(1);

  await book.getByTestId('sb-tab-bets').click();
  await book.getByTestId('sb-bets-settled').click();
  const bet = book.getByTestId(`sb-bet-${betId}`);
  await expect(bet).toHaveAttribute('data-status', 'WON', { timeout: 15_000 });
  const payout = Math.floor((1000 * combined) / 1000); // P 10.00 × the odds, in centavos
  await expect(bet).toContainText((payout / 100).toLocaleString('en', { minimumFractionDigits: 2 }));

  await page.getByTestId('game-popup-close').click();
  await ops.dispose();
});
