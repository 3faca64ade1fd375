import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail, RaffleResult } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { PROMOTIONS_KEY } from '../api/promotions';
import { detailOf, rainCard, rainFacts, renderPromotions } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const detailPage = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

/** Promotion 31 while a rain falls: CLAIM until the player has grabbed (`grabbed`), then CLAIMED. */
const rainDetail = (grabbed: number | null = null): PromotionDetail => {
  const state: PromotionCard['state'] = grabbed === null ? 'CLAIM' : 'CLAIMED';
  const detail = detailOf(rainCard(31, { state }));
  return { ...detail, progress: { ...detail.progress, rain: rainFacts({ grabbed }) } };
};
/** The server's answer to a grab of `amount` (1× turnover). */
const grabbed = (amount: number): RaffleResult => ({
  promotionId: 31,
  segment: null,
  amount,
  turnoverRequired: amount,
  ticketsLeft: 0,
  state: 'CLAIMED',
});

const action = () => screen.getByTestId('promo-action-31') as HTMLButtonElement;
const envelopes = () => screen.getAllByRole('button', { name: 'Open a red envelope' }) as HTMLButtonElement[];
const result = () => screen.getByTestId('rain-result');
const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });

/** Opens the detail of the falling rain and its dialog, from the focused action button. */
async function openRain() {
  await screen.findByTestId('promo-rain');
  expect(action().textContent).toBe('Grab an envelope');
  action().focus();
  fireEvent.click(action());
  return screen.getByRole('dialog', { name: 'Red-envelope rain 31' });
}

beforeEach(async () => {
  await changeLanguage('EN');
  member();
});
afterEach(() => vi.unstubAllGlobals());

describe('rain dialog', () => {
  it('grabs: every envelope disabled while the call runs, then the amount is told', async () => {
    let got: number | null = null;
    let answer: (value: RaffleResult) => void = () => undefined;
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => rainDetail(got),
      rafflePromotion: () =>
        new Promise<RaffleResult>((resolve) => {
          answer = (value) => {
            got = value.amount;
            resolve(value);
          };
        }),
    });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    const dialog = await openRain();
    expect(within(dialog).getByText('Pick an envelope!')).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toMatch(/^Ends in (05:00|04:59)$/);
    expect(envelopes()).toHaveLength(8);
    expect(envelopes().every((button) => !button.disabled && button.type === 'button')).toBe(true);

    envelopes()[2]!.focus();
    fireEvent.click(envelopes()[2]!);
    await waitFor(() => expect(envelopes().every((button) => button.disabled)).toBe(true));
    expect(envelopes()[2]!.getAttribute('aria-busy')).toBe('true');
    expect(result().textContent).toBe('Opening…');
    expect(requestsTo(fetchMock, 'rafflePromotion').map((r) => r.body)).toEqual([{ id: 31 }]);
    // A second pick while the first runs asks nothing.
    fireEvent.click(envelopes()[5]!);
    expect(requestsTo(fetchMock, 'rafflePromotion')).toHaveLength(1);

    act(() => answer(grabbed(7.35)));
    await waitFor(() =>
      expect(result().textContent).toBe(
        'You got P 7.35!A turnover of P 7.35 applies before you withdraw it.',
      ),
    );
    expect(result().getAttribute('role')).toBe('status');
    expect(envelopes()[2]!.dataset.opened).toBe('true');
    expect(envelopes()[2]!.textContent).toBe('P 7.35');
    // Nothing more to grab: the envelopes stay closed and the focus is on Close.
    expect(envelopes().every((button) => button.disabled)).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('rain-close'));
    expect(screen.queryByTestId('rain-error')).toBeNull();

    // The page has refreshed: CLAIMED, a disabled button; closing puts the focus on the rain's headline.
    await waitFor(() => expect(action().disabled).toBe(true));
    expect(screen.getByTestId('rain-grabbed').textContent).toBe('You got P 7.35 in this rain.');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('rain-headline'));
  });

  it('shows the translated error when the player already grabbed in this rain, and refreshes', async () => {
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => rainDetail(),
      rafflePromotion: () => apiFail(409, 'promotion.already.claimed'),
    });
    const { queryClient } = renderPromotions(detailPage(), '/promoDetail?id=31');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await openRain();
    fireEvent.click(envelopes()[0]!);
    expect((await screen.findByTestId('rain-error')).textContent).toBe(
      'You have already opened an envelope in this rain. Wait for the next one.',
    );
    expect(screen.getByRole('alert').textContent).toContain('already opened an envelope');
    expect(result().textContent).toBe('');
    expect(envelopes().every((button) => button.disabled)).toBe(true);
    expect(document.activeElement).toBe(screen.getByTestId('rain-close'));
    // The envelopes and the balance on screen are out of date: both refresh, also after a failure.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      PROMOTIONS_KEY,
      BALANCE_KEY,
    ]);
  });

  it('after an error worth a retry, the envelopes open again and the focus is back on the one picked', async () => {
    let calls = 0;
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => rainDetail(),
      rafflePromotion: () => (++calls === 1 ? apiFail(500, 'system.error') : grabbed(12)),
    });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    await openRain();
    envelopes()[4]!.focus();
    fireEvent.click(envelopes()[4]!);
    await screen.findByTestId('rain-error');
    expect(envelopes().every((button) => !button.disabled)).toBe(true);
    expect(document.activeElement).toBe(envelopes()[4]);
    fireEvent.click(envelopes()[1]!);
    await waitFor(() => expect(result().textContent).toContain('You got P 12.00!'));
    expect(screen.queryByTestId('rain-error')).toBeNull();
    expect(envelopes()[1]!.dataset.opened).toBe('true');
  });

  it("opens from a card's Grab an envelope too", async () => {
    stubApi(statusFixture(), undefined, {
      promotions: () => ({ list: [rainCard(31)], kinds: ['RED_ENVELOPE'] }),
      rafflePromotion: () => grabbed(3.5),
    });
    renderPromotions(<PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />);
    await screen.findByTestId('promo-card-31');
    expect(action().textContent).toBe('Grab an envelope');
    fireEvent.click(action());
    const dialog = screen.getByRole('dialog', { name: 'Red-envelope rain 31' });
    // The card does not know the rain's end: no clock.
    expect(within(dialog).queryByRole('timer')).toBeNull();
    fireEvent.click(envelopes()[7]!);
    await waitFor(() => expect(result().textContent).toContain('You got P 3.50!'));
  });

  it("is said in the player's language", async () => {
    await changeLanguage('CN');
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => rainDetail(),
      rafflePromotion: () => apiFail(409, 'promotion.nothing.to.claim'),
    });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    await screen.findByTestId('promo-rain');
    fireEvent.click(action());
    expect(screen.getAllByRole('button', { name: '拆开红包' })).toHaveLength(8);
    fireEvent.click(screen.getAllByRole('button', { name: '拆开红包' })[0]!);
    expect((await screen.findByTestId('rain-error')).textContent).toBe(
      '本场红包雨已结束或红包已被抢光，请等待下一场。',
    );
  });
});
