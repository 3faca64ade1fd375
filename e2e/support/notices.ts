import type { Page } from '@playwright/test';

/**
 * Popup notices (issue 14 item 2) open on home and after login, over whatever a test clicks next:
 * a test that is not about them closes each one as it shows (no wait for none left).
 */
export async function closeNoticesWhenShown(page: Page) {
  await page.addLocatorHandler(
    page.getByTestId('notice-modal'),
    async (dialog) => {
      await dialog.getByTestId('notice-modal-ok').click();
    },
    { noWaitAfter: true },
  );
}
