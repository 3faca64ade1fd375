import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { OperatorApi } from '../support/operator';
import { waitForHydration } from '../support/settle';

/**
 * Issue 17's sign-up bonus against the real server: a player who registers (with a mobile number)
 * joins a sign-up bonus that also asks for a bank card and is shown what is missing, with the way
 * to add it; a second one that asks only for the mobile is requested at once, paid, and listed in
 * the reward centre. Sorted last, so the register title keeps the demo's bonus for other journeys.
 */
const signUpBonus = (title: string, amount: number, requires: string[]) => ({
  art: 'welcome',
  startsAt: Date.now() - 60_000,
  repeat: 'ONCE',
  claimDays: 7,
  budget: 10_000,
  sort: 9999,
  rules: { kind: 'SIGN_UP', amount, turnoverMultiple: 2, requires },
  texts: [{ language: 'EN', title, summary: 'For new players.', rules: 'Register, join and request.' }],
});

const detail = (player: Page) => player.getByTestId('page-promoDetail');

async function openDetail(player: Page, id: number, title: string) {
  await player.goto(`/promoDetail?id=${id}`);
  await expect(detail(player).getByText(title).first()).toBeVisible({
    timeout: 15_000,
  });
  // The page comes drawn by the server: the button works once React has taken it over.
  await waitForHydration(player);
}

test('a new player joins a sign-up bonus, sees what is missing, and requests one that is ready', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const cardTitle = `E2E welcome card ${tag}`;
  const mobileTitle = `E2E welcome mobile ${tag}`;
  const ops = await OperatorApi.login();
  const needsCard = await ops.savePromotion(signUpBonus(cardTitle, 30, ['MOBILE', 'BANK_CARD']));
  const needsMobile = await ops.savePromotion(signUpBonus(mobileTitle, 12.5, ['MOBILE']));
  await ops.dispose();

  const context = await browser.newContext();
  const player = await context.newPage();
  await registerInPage(player, {
    username: freshUsername('signup'),
    password: 'Welcome2026x',
    mobile: freshMobile(),
  });

  await test.step('joining shows the mobile done and the bank card missing, with the way to add it', async () => {
    await openDetail(player, needsCard.id, cardTitle);
    await detail(player).getByRole('button', { name: 'Join', exact: true }).click();
    await expect(player.getByTestId('promo-signup-MOBILE-met')).toHaveText('Done', { timeout: 15_000 });
    await expect(player.getByTestId('promo-signup-BANK_CARD-met')).toHaveText('Not yet');
    await expect(detail(player).getByRole('button', { name: 'Request reward' })).toHaveCount(0);
    expect(await seriousViolations(player)).toEqual([]);
    await player.getByTestId('promo-signup-BANK_CARD-fix').click();
    // A new player has no payment password yet: the withdrawal page asks for it first.
    await expect(player.getByTestId('withdraw-no-password')).toBeVisible({ timeout: 15_000 });
  });

  await test.step('a bonus that asks only for the mobile is requested at once and paid', async () => {
    await openDetail(player, needsMobile.id, mobileTitle);
    await detail(player).getByRole('button', { name: 'Join', exact: true }).click();
    await detail(player).getByRole('button', { name: 'Request reward' }).click();
    await expect(player.getByTestId('promo-signup-status')).toContainText('12.50', { timeout: 15_000 });
    await expect(player.getByText('Claimed').first()).toBeVisible();
    await openCentrePage(player, 'rewardCenter');
    const rewards = player.getByTestId('centre-page-rewardCenter');
    await expect(rewards.getByText(mobileTitle)).toBeVisible({ timeout: 15_000 });
    await expect(rewards.getByText(/12\.50/)).toBeVisible();
  });
  await context.close();
});
