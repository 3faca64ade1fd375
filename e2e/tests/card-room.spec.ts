import { expect, test, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { DEMO } from '../support/constants';

/**
 * The card room, end to end (issue 19): the /pvp page lists the hold'em rooms by stake with who is
 * playing; two players open the same room (one from the room list, one from the vendor's list of
 * rooms), sit, and the table fills with bots marked as bots; they play one hand to the end in
 * their two browsers (check or call on their turn) and both see the same result, with the hand's
 * seed matching the commit shown at the deal; the operator's Card room page lists the hand.
 */

async function openRoom(
  browser: Browser,
  username: string,
  via: 'room-list' | 'menu',
): Promise<{ page: Page; room: FrameLocator }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByTestId('header-username').fill(username);
  await page.getByTestId('header-password').fill(DEMO.password);
  await page.getByTestId('header-login-button').click();
  await expect(page.getByTestId('after-login-ok')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('after-login-ok').click();
  if (via === 'room-list') {
    await page.goto('/pvp');
    const card = page.getByTestId('pvp-room-HOLDEM1');
    await expect(card).toContainText("Hold'em Bronze");
    await card.getByTestId('pvp-room-play-HOLDEM1').click();
  } else {
    await page.getByTestId('nav-toggle-PVP').click();
    await page.getByTestId('nav-dropdown-PVP').getByTestId('nav-vendor-HPVP').click();
    const rooms = page.getByTestId('sub-games-list');
    await expect(rooms).toContainText("Hold'em Gold");
    await rooms.getByText("Hold'em Bronze").click();
  }
  const room = page.frameLocator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();
  await expect(room.getByTestId('pvp-sit')).toBeVisible({ timeout: 20_000 });
  return { page, room };
}

/** Checks or calls whenever it is this player's turn, until the first hand is over. */
async function playHand(room: FrameLocator) {
  const last = room.locator('[data-testid="pvp-last-hand"][data-no="1"]');
  for (let i = 0; i < 400 && !(await last.isVisible()); i++) {
    for (const action of ['check', 'call']) {
      // Every action button is on the page; only the legal ones are shown.
      const button = room.getByTestId(`pvp-action-${action}`);
      if ((await button.isVisible()) && (await button.isEnabled())) {
        await button.click({ timeout: 2_000 }).catch(() => undefined);
        break;
      }
    }
    await room.locator('body').page().waitForTimeout(150);
  }
}

test('two players and bots play a hold’em hand to the end and see the same result', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await openRoom(browser, DEMO.downlines[0], 'room-list');
  const b = await openRoom(browser, DEMO.downlines[1], 'menu');

  await a.room.getByTestId('pvp-sit').click();
  await expect(a.room.locator('[data-testid^="pvp-seat-"][data-me="true"]')).toBeVisible();
  await b.room.getByTestId('pvp-sit').click();
  await expect(b.room.locator('[data-testid^="pvp-seat-"][data-me="true"]')).toBeVisible();

  // After the wait, bots take two seats (four players), labelled as bots, and the first hand is dealt.
  await expect(a.room.locator('[data-testid^="pvp-seat-"][data-bot="true"]')).toHaveCount(2, {
    timeout: 20_000,
  });
  await expect(a.room.getByTestId('pvp-hand-no')).toContainText('1', { timeout: 20_000 });
  await expect(b.room.getByTestId('pvp-hand-no')).toContainText('1');
  await expect(a.room.locator('[data-testid^="pvp-seat-"][data-bot="true"]').first()).toContainText(/bot/i);

  // The hand ends for both alike: its summary (kept through the next hand) names the same winners
  // and pot, and its seed matches the commit shown at the deal (checked in the browser).
  await Promise.all([playHand(a.room), playHand(b.room)]);
  const lastA = a.room.getByTestId('pvp-last-hand');
  const lastB = b.room.getByTestId('pvp-last-hand');
  await expect(lastA).toHaveAttribute('data-no', '1');
  await expect(lastB).toHaveAttribute('data-no', '1');
  expect(await lastB.getByTestId('pvp-last-winners').textContent()).toBe(
    await lastA.getByTestId('pvp-last-winners').textContent(),
  );
  await expect(a.room.getByTestId('pvp-verify')).toHaveAttribute('data-verified', 'true', {
    timeout: 10_000,
  });

  // The operator's Card room lists the hand with its seed (the house's side: rake, bots' result).
  const seed = (await a.room.getByTestId('pvp-seed').textContent())!.trim();
  expect(seed).toMatch(/^[0-9a-f]{64}$/);
  const operator = await (await browser.newContext()).newPage();
  await signInToConsole(operator);
  await operator.goto('/backoffice/card-room');
  await expect(operator.getByRole('heading', { name: 'Card room', level: 1 })).toBeVisible();
  await expect(operator.getByText(seed)).toBeVisible({ timeout: 15_000 });

  // Both leave; closing the game brings the money back to the main wallet (other journeys use it).
  await a.room.getByTestId('pvp-leave').click();
  await b.room.getByTestId('pvp-leave').click();
  await a.page.getByTestId('game-popup-close').click();
  await b.page.getByTestId('game-close').click();
});
