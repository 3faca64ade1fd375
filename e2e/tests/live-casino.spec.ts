import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { DEMO } from '../support/constants';

/**
 * The live casino, end to end (issue 19): the LIVE category lists the house tables, and the
 * vendor's menu entry opens its list of tables; two players in two browsers sit at the same table, see the same round with its commit, and the same
 * dealt result with the seed revealed; the one who bet sees the table settle their bet.
 */

async function openTable(
  browser: Browser,
  username: string,
  via: 'category' | 'tables',
): Promise<{ page: Page; table: FrameLocator }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByTestId('header-username').fill(username);
  await page.getByTestId('header-password').fill(DEMO.password);
  await page.getByTestId('header-login-button').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  if (via === 'category') {
    await page.goto('/live');
    await page.getByTestId('games-grid').getByText('Baccarat Royale').click();
  } else {
    // the house live vendor opens its list of tables (a VASSALAGE vendor, spec §2)
    await page.getByTestId('nav-toggle-LIVE').click();
    await page.getByTestId('nav-dropdown-LIVE').getByTestId('nav-vendor-HLIVE').click();
    const tables = page.getByTestId('sub-games-list');
    await expect(tables).toContainText('Speed Baccarat');
    await tables.getByText('Baccarat Royale').click();
  }
  const table = page.frameLocator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();
  await expect(table.getByTestId('bac-table')).toBeVisible({ timeout: 20_000 });
  return { page, table };
}

test('two players at one baccarat table see the same round and result; a bet is settled', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await openTable(browser, DEMO.downlines[0], 'category');
  const b = await openTable(browser, DEMO.downlines[1], 'tables');

  // Both wait for a round's betting with enough time left to bet in it.
  const felt = a.table.getByTestId('bac-table');
  await expect(async () => {
    await expect(felt).toHaveAttribute('data-phase', 'betting');
    expect(Number(await a.table.getByTestId('bac-countdown').textContent())).toBeGreaterThanOrEqual(4);
  }).toPass({ timeout: 30_000 });
  const round = (await a.table.getByTestId('bac-round').textContent())!.trim();
  await expect(b.table.getByTestId('bac-round')).toHaveText(round);
  const commit = await a.table.getByTestId('bac-commit').textContent();
  await expect(b.table.getByTestId('bac-commit')).toHaveText(commit!);

  // A bets the smallest chip on the banker and confirms.
  await a.table.locator('[data-testid^="bac-chip-"]').first().click();
  await a.table.getByTestId('bac-spot-BANKER').click();
  await a.table.getByTestId('bac-confirm').click();
  await expect(a.table.getByTestId('bac-spot-BANKER')).toContainText(/[0-9]\.[0-9]{2}/);

  // The same result reaches both tables, with the round's seed.
  const resultA = a.table.getByTestId('bac-result');
  const resultB = b.table.getByTestId('bac-result');
  await expect(resultA).toHaveAttribute('data-no', round, { timeout: 25_000 });
  await expect(resultB).toHaveAttribute('data-no', round, { timeout: 10_000 });
  const winner = await resultA.getAttribute('data-winner');
  expect(winner).toMatch(/^(PLAYER|BANKER|TIE)$/);
  expect(await resultB.getAttribute('data-winner')).toBe(winner);
  // The round's seed, revealed to both (its SHA-256 is the commit they saw before betting).
  await expect(a.table.getByTestId('bac-seed')).toHaveAttribute('data-no', round, { timeout: 10_000 });
  const seed = (await a.table.getByTestId('bac-seed').textContent())!;
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  await expect(b.table.getByTestId('bac-seed')).toHaveText(seed, { timeout: 10_000 });
  // A's own outcome of the round: a banker win pays 0.95 to 1, a tie returns the stake, else nothing.
  await expect(a.table.getByTestId('bac-my-result')).toHaveAttribute('data-no', round, { timeout: 10_000 });
  await expect(a.table.getByTestId('bac-my-result')).toHaveText(
    winner === 'PLAYER' ? /No win/i : /won|returned/i,
  );
  await expect(b.table.getByTestId('bac-bead').locator(`[data-no="${round}"]`)).toHaveAttribute(
    'data-winner',
    winner!,
  );

  // Closing the table brings A's money back to the main wallet (other journeys use it).
  await a.page.getByTestId('game-popup-close').click();
  await b.page.getByTestId('game-close').click(); // B's table opened as the /game page
});
