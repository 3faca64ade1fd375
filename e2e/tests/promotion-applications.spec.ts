import { expect, test } from '@playwright/test';
import { signInToConsole } from '../support/backoffice';
import { freshMobile, freshUsername, registerInPage } from '../support/identity';
import { openCentrePage } from '../support/member-area';
import { OperatorApi } from '../support/operator';
import { seriousViolations } from '../support/axe';
import { waitForHydration } from '../support/settle';

// Real 1×1 images: the server checks the bytes, not the names.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
  'base64',
);

/**
 * Issue 17's application journey against the real server: a player applies to an application
 * promotion on /promoDetail with a comment and two images; the operator sees both images in the back
 * office's claims queue and approves it with an amount; the player's page shows it paid and the
 * reward centre lists it.
 */
test('an application with two images is approved and paid', async ({ page, browser }) => {
  // Two browsers, a sign-up and the back office: ~17 s on a quiet machine.
  test.setTimeout(90_000);
  const title = `E2E big win ${Date.now().toString(36)}`;
  const ops = await OperatorApi.login();
  const { id } = await ops.savePromotion({
    art: 'apply',
    startsAt: Date.now() - 60_000,
    repeat: 'ONCE',
    budget: 10_000,
    rules: { kind: 'APPLICATION', maxAmount: 500, turnoverMultiple: 1 },
    texts: [
      {
        language: 'EN',
        title,
        summary: 'Show us your big win.',
        rules: 'Apply with your Zalo id and screenshots of the win.',
      },
    ],
  });

  const context = await browser.newContext();
  const player = await context.newPage();
  const username = freshUsername('apply');
  await registerInPage(player, { username, password: 'Welcome2026x', mobile: freshMobile() });

  await test.step('the player applies with a comment and two images', async () => {
    await player.goto(`/promoDetail?id=${id}`);
    await expect(player.getByTestId('page-promoDetail').getByText(title).first()).toBeVisible({
      timeout: 15_000,
    });
    // The page comes drawn by the server: the button works once React has taken it over.
    await waitForHydration(player);
    // The page's own button: the header's account button is named after the player (apply…).
    await player.getByTestId('page-promoDetail').getByRole('button', { name: 'Apply', exact: true }).click();
    const form = player.getByTestId('promo-apply-form');
    await expect(form).toBeVisible();
    // An empty comment is refused on the page, before any call.
    await form.getByTestId('promo-apply-submit').click();
    await expect(form.getByTestId('promo-apply-comment-error')).toBeVisible();
    await form.getByTestId('promo-apply-comment').fill('Zalo 0912 345 678: 120x on Fortune Gems');
    await expect(form.getByTestId('promo-apply-count')).toHaveText(/^39\/140$/);
    await form.getByTestId('promo-apply-image-input').setInputFiles([
      { name: 'win-1.png', mimeType: 'image/png', buffer: PNG },
      { name: 'win-2.jpg', mimeType: 'image/jpeg', buffer: JPG },
    ]);
    await expect(form.getByTestId('promo-apply-images').locator('img')).toHaveCount(2);
    expect(await seriousViolations(player)).toEqual([]);
    await form.getByTestId('promo-apply-submit').click();
    const application = player.getByTestId('promo-application');
    await expect(application).toBeVisible({ timeout: 15_000 });
    await expect(application.getByTestId('promo-application-comment')).toHaveText(
      'Zalo 0912 345 678: 120x on Fortune Gems',
    );
    await expect(player.getByText('Under review').first()).toBeVisible();
  });

  await test.step('the operator sees both images and approves it with 250', async () => {
    await signInToConsole(page);
    await page.goto(`/backoffice/promotions/claims?status=APPLIED&promotionId=${id}`);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText('Zalo 0912 345 678', { exact: false })).toBeVisible();
    await expect(row.locator('img')).toHaveCount(2, { timeout: 15_000 });
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('claim-amount').fill('250');
    await page.getByTestId('claim-approve-confirm').click();
    await expect(page.getByText(`Paid 250.00 to ${username}.`, { exact: false })).toBeVisible({
      timeout: 15_000,
    });
  });

  await test.step('the player sees it paid and finds it in the reward centre', async () => {
    await player.goto(`/promoDetail?id=${id}`);
    await expect(player.getByText('Claimed').first()).toBeVisible({ timeout: 15_000 });
    await waitForHydration(player);
    await openCentrePage(player, 'rewardCenter');
    const rewards = player.getByTestId('centre-page-rewardCenter');
    await expect(rewards.getByText(title)).toBeVisible({ timeout: 15_000 });
    await expect(rewards.getByText(/250\.00/)).toBeVisible();
  });
  await context.close();
});
