import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail, RaffleResult } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { PROMOTIONS_KEY } from '../api/promotions';
import { detailOf, renderPromotions, wheelCard, wheelFacts } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const detailPage = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

/** Promotion 21 with `left` tickets: CLAIM while one is left, else JOINED. */
const wheelDetail = (left: number): PromotionDetail => {
  const state: PromotionCard['state'] = left > 0 ? 'CLAIM' : 'JOINED';
  const detail = detailOf(wheelCard(21, { state }));
  return { ...detail, progress: { ...detail.progress, wheel: wheelFacts({ left, used: 2 - left }) } };
};
/** The server's answer to a spin that stopped on `segment`. */
const spun = (segment: number, amount: number, ticketsLeft: number): RaffleResult => ({
  promotionId: 21,
  segment,
  amount,
  turnoverRequired: amount * 2,
  ticketsLeft,
  state: ticketsLeft > 0 ? 'CLAIM' : 'JOINED',
});

const action = () => screen.getByTestId('promo-action-21') as HTMLButtonElement;
const spinButton = () => screen.getByTestId('wheel-spin') as HTMLButtonElement;
const result = () => screen.getByTestId('wheel-result');
const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

/** Opens the detail of a wheel with `left` tickets and its dialog, from the focused action button. */
async function openWheel(left: number) {
  await screen.findByTestId('promo-wheel');
  expect(action().textContent).toBe(`Spin the wheel (${left} ticket${left === 1 ? '' : 's'})`);
  action().focus();
  fireEvent.click(action());
  return screen.getByRole('dialog', { name: 'Lucky wheel 21' });
}

beforeEach(async () => {
  await changeLanguage('EN');
  member();
});
afterEach(() => vi.unstubAllGlobals());

describe('wheel dialog', () => {
  it('spins: disabled while the call runs, turns to the segment, then tells the prize', async () => {
    let left = 2;
    let answer: (value: RaffleResult) => void = () => undefined;
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => wheelDetail(left),
      rafflePromotion: () =>
        new Promise<RaffleResult>((resolve) => {
          answer = (value) => {
            left = value.ticketsLeft;
            resolve(value);
          };
        }),
    });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    const dialog = await openWheel(2);
    expect(within(dialog).getByTestId('wheel-dialog-tickets').textContent).toBe('2 tickets left');
    expect(
      within(dialog)
        .getAllByTestId(/^wheel-seg-/)
        .map((seg) => seg.textContent),
    ).toEqual(['P 50', 'No prize', 'P 5', 'P 12.50']);
    expect(within(dialog).getByRole('img', { name: 'Prize wheel of 4 segments' })).toBeTruthy();

    fireEvent.click(spinButton());
    await waitFor(() => expect(spinButton().disabled).toBe(true));
    expect(spinButton().textContent).toBe('Spinning…');
    expect(requestsTo(fetchMock, 'rafflePromotion').map((r) => r.body)).toEqual([{ id: 21 }]);

    act(() => answer(spun(2, 5, 1)));
    // 4 segments of 90°: segment 2's centre (225°) reaches the pointer after 5 turns and 135°.
    const rotor = screen.getByTestId('wheel-rotor');
    await waitFor(() => expect(rotor.style.transform).toBe('rotate(1935deg)'));
    expect(rotor.dataset.instant).toBeUndefined();
    // Still turning: nothing told yet, and no second spin.
    expect(result().textContent).toBe('');
    expect(spinButton().disabled).toBe(true);

    fireEvent.transitionEnd(rotor);
    expect(result().textContent).toBe('You won P 5.00A turnover of P 10.00 applies before you withdraw it.');
    expect(result().getAttribute('role')).toBe('status');
    expect(screen.getByTestId('wheel-dialog-tickets').textContent).toBe('1 ticket left');
    expect(spinButton().textContent).toBe('Spin again');
    expect(spinButton().disabled).toBe(false);

    // Escape closes; the focus goes back to the button that opened it (one ticket left: enabled).
    await waitFor(() => expect(action().textContent).toBe('Spin the wheel (1 ticket)'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(action());
  });

  it('with reduced motion jumps to the segment at once; the last ticket leaves only Close', async () => {
    stubReducedMotion(true);
    let left = 1;
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => wheelDetail(left),
      rafflePromotion: () => {
        left = 0;
        return spun(1, 0, 0);
      },
    });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    await openWheel(1);
    fireEvent.click(spinButton());
    await waitFor(() => expect(result().textContent).toBe('No prize this time'));
    const rotor = screen.getByTestId('wheel-rotor');
    expect(rotor.dataset.instant).toBe('true');
    expect(rotor.style.transform).toBe('rotate(225deg)');
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
    expect(screen.getByTestId('wheel-dialog-tickets').textContent).toBe('0 tickets left');
    expect(document.activeElement).toBe(screen.getByTestId('wheel-close'));

    // The page has refreshed: no ticket, a disabled button; closing puts the focus on the tickets.
    await waitFor(() => expect(action().disabled).toBe(true));
    fireEvent.click(screen.getByTestId('wheel-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('wheel-tickets'));
  });

  it('shows the translated error when no ticket is left, and refreshes the page', async () => {
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => wheelDetail(1),
      rafflePromotion: () => apiFail(409, 'promotion.no.ticket'),
    });
    const { queryClient } = renderPromotions(detailPage(), '/promoDetail?id=21');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await openWheel(1);
    fireEvent.click(spinButton());
    expect((await screen.findByTestId('wheel-error')).textContent).toBe(
      'You have no tickets left. Deposit or bet to earn more.',
    );
    expect(screen.getByRole('alert').textContent).toContain('no tickets left');
    expect(result().textContent).toBe('');
    expect(screen.queryByTestId('wheel-spin')).toBeNull();
    // The tickets and the balance on screen are out of date: both refresh, also after a failure.
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      PROMOTIONS_KEY,
      BALANCE_KEY,
    ]);
  });

  it("opens from a card's Spin the wheel too", async () => {
    stubReducedMotion(true);
    stubApi(statusFixture(), undefined, {
      promotions: () => ({ list: [wheelCard(21)], kinds: ['LUCKY_WHEEL'] }),
      rafflePromotion: () => spun(0, 50, 3),
    });
    renderPromotions(<PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />);
    await screen.findByTestId('promo-card-21');
    expect(action().textContent).toBe('Spin the wheel');
    fireEvent.click(action());
    const dialog = screen.getByRole('dialog', { name: 'Lucky wheel 21' });
    // The card does not know the tickets: the line keeps its room until a spin tells them.
    expect(within(dialog).getByTestId('wheel-dialog-tickets').textContent).toBe('\u00a0');
    fireEvent.click(spinButton());
    await waitFor(() => expect(result().textContent).toContain('You won P 50.00'));
    expect(screen.getByTestId('wheel-dialog-tickets').textContent).toBe('3 tickets left');
  });
});
