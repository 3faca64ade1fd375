import { expect, type Page } from '@playwright/test';

/** Cents from a shown amount (`1,234.50` → 123450). */
export const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

/**
 * Plays the house slot (Lucky Sevens) `spins` times for the logged-in member of `page`, at the
 * line bet raised three steps; closes the game (its money goes back to main) and answers the
 * total staked in cents.
 */
export async function playHouseSlot(page: Page, spins: number): Promise<number> {
  await page.goto('/rng?page=HOUSE');
  await page.getByTestId('games-grid').getByText('Lucky Sevens').click();
  const frame = page.frameLocator('[data-testid="game-popup-frame"], [data-testid="game-frame"]').first();
  await expect(frame.locator('.hv-balance__value')).toHaveText(/[1-9][0-9,]*\.[0-9]{2}/, { timeout: 15_000 });
  const total = frame.locator('.hv-total__value');
  await expect(total).toHaveText(/[0-9]\.[0-9]{2}/);
  const increase = frame.locator('.hv-stepper__btn').nth(1);
  for (let i = 0; i < 3; i++) {
    const before = (await total.textContent()) ?? '';
    await increase.click();
    await expect(total).not.toHaveText(before);
  }
  const stake = cents(await total.textContent());
  for (let i = 0; i < spins; i++) {
    await frame.locator('.hv-spin').click();
    await expect(frame.locator('.hv-spin')).toBeEnabled({ timeout: 15_000 });
  }
  await page.getByTestId('game-popup-close').click();
  return stake * spins;
}
