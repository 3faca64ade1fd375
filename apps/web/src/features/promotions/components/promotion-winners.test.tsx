import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { formatShortTime } from '../lib/promotion-format';
import { PROMOTIONS_KEY } from '../api/promotions';
import { promotionWinnersQueryOptions } from '../api/promotion-winners';
import { depositCard, detailOf, renderPromotions } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';

const page = () => <PromotionDetailPage currencySymbol="P" onLogin={vi.fn()} onDeposit={vi.fn()} />;
const paidAt = Date.UTC(2026, 2, 12, 10, 5);

beforeEach(async () => {
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

/** The winners list's rows as [name, amount]. */
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => [
      row.querySelector('.promo-winner-name')!.textContent,
      row.querySelector('.promo-winner-amount')!.textContent,
    ]);

describe('PromotionWinners on /promoDetail', () => {
  it("lists the promotion's latest winners, newest first, with amounts and times", async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => detailOf(depositCard(7)),
      promotionWinners: () => ({
        list: [
          { maskedName: 'ag***24', amount: 1000, at: paidAt },
          { maskedName: 'jo***ny', amount: 87.5, at: paidAt - 3_600_000 },
        ],
      }),
    });
    renderPromotions(page(), '/promoDetail?id=7');
    const section = await screen.findByRole('region', { name: 'Latest winners' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Latest winners' })).toBeTruthy();
    const list = await within(section).findByRole('list', { name: 'Latest winners, newest first' });
    expect(rowsOf(list)).toEqual([
      ['ag***24', 'P 1,000.00'],
      ['jo***ny', 'P 87.50'],
    ]);
    const time = list.querySelector('time')!;
    expect(time.textContent).toBe(formatShortTime(paidAt));
    expect(time.getAttribute('datetime')).toBe(new Date(paidAt).toISOString());
    expect(requestsTo(fetchMock, 'promotionWinners')[0]!.url.searchParams.get('id')).toBe('7');
  });

  it('says no one has won yet when the list is empty', async () => {
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => detailOf(depositCard(8)),
      promotionWinners: () => ({ list: [] }),
    });
    renderPromotions(page(), '/promoDetail?id=8');
    expect((await screen.findByTestId('promo-winners-empty')).textContent).toBe(
      'No winners yet — be the first.',
    );
    expect(within(screen.getByTestId('promo-winners')).queryByRole('list')).toBeNull();
  });

  it('shows a skeleton while loading, then an error line when the call fails', async () => {
    // Held until the skeleton has been seen: a deferred answer, failed by hand.
    let fail = () => {};
    const held = new Promise<Response>((resolve) => {
      fail = () => resolve(apiFail(500, 'server.error'));
    });
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => detailOf(depositCard(9)),
      promotionWinners: () => held,
    });
    renderPromotions(page(), '/promoDetail?id=9');
    const loading = await screen.findByTestId('promo-winners-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    fail();
    expect((await screen.findByTestId('promo-winners-error')).textContent).toBe(
      'The latest winners could not be loaded.',
    );
    expect(screen.queryByTestId('promo-winners-loading')).toBeNull();
  });

  it('is under the promotions key, which a claim, an application or a code invalidates', () => {
    expect(promotionWinnersQueryOptions(3).queryKey.slice(0, PROMOTIONS_KEY.length)).toEqual([
      ...PROMOTIONS_KEY,
    ]);
  });
});
