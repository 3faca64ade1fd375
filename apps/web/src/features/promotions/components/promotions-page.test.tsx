import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionListResponse } from '@bet/contracts/promotions/promotions';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { cashbackCard, codeCard, depositCard, detailOf, renderPromotions } from './promotion-fixtures';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const page = () => <PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

/** The list call answering by its `kind`, as the server filters; `kinds` always lists both. */
const listOf =
  (cards: PromotionCard[]) =>
  ({ url }: { url: URL }): PromotionListResponse => {
    const kind = url.searchParams.get('kind');
    return { list: cards.filter((c) => !kind || c.kind === kind), kinds: ['DEPOSIT_BONUS', 'BONUS_CODE'] };
  };

const button = (id: number) => screen.getByTestId(`promo-action-${id}`) as HTMLButtonElement;

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
  onDeposit.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });

describe('PromotionsPage', () => {
  it('shows same-sized skeleton cards while loading, then the cards with art, headline and period', async () => {
    let answer!: (value: PromotionListResponse) => void;
    stubApi(statusFixture(), undefined, { promotions: () => new Promise((resolve) => (answer = resolve)) });
    renderPromotions(page());
    const loading = screen.getByTestId('promo-grid-loading');
    expect(loading.querySelectorAll('.promo-card-skeleton')).toHaveLength(6);
    await act(async () =>
      answer({ list: [depositCard(1), codeCard(2)], kinds: ['DEPOSIT_BONUS', 'BONUS_CODE'] }),
    );
    const card = await screen.findByTestId('promo-card-1');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe('100% up to P 1,000');
    expect(within(card).getByRole('link', { name: 'Welcome bonus 1' }).getAttribute('href')).toBe(
      '/promoDetail?id=1',
    );
    expect(card.textContent).toMatch(/2026 – .*2026/);
    const code = screen.getByTestId('promo-card-2');
    expect(within(code).getByRole('img').getAttribute('aria-label')).toBe('P 500 bonus');
    expect(code.textContent).toContain('ongoing');
  });

  it('filters by kind with the tabs (click and arrow keys), kept in the address', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: listOf([depositCard(1), codeCard(2)]),
    });
    renderPromotions(page());
    await screen.findByTestId('promo-card-2');
    const tablist = screen.getByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'Deposit bonus', 'Bonus code']);
    expect(screen.getByRole('tabpanel')).toBeTruthy();

    fireEvent.click(screen.getByTestId('promo-tab-BONUS_CODE'));
    await waitFor(() => expect(screen.queryByTestId('promo-card-1')).toBeNull());
    expect(screen.getByTestId('promo-card-2')).toBeTruthy();
    expect(requestsTo(fetchMock, 'promotions').at(-1)!.url.searchParams.get('kind')).toBe('BONUS_CODE');
    expect(screen.getByTestId('address').textContent).toBe('/promotions?kind=BONUS_CODE');
    expect(screen.getByTestId('promo-tab-BONUS_CODE').getAttribute('aria-selected')).toBe('true');

    // ArrowRight from the last tab wraps to All (its list is still fresh: no second call).
    fireEvent.keyDown(screen.getByTestId('promo-tab-BONUS_CODE'), { key: 'ArrowRight' });
    await screen.findByTestId('promo-card-1');
    expect(document.activeElement).toBe(screen.getByTestId('promo-tab-ALL'));
    expect(requestsTo(fetchMock, 'promotions').map((r) => r.url.searchParams.get('kind'))).toEqual([
      null,
      'BONUS_CODE',
    ]);
    expect(screen.getByTestId('address').textContent).toBe('/promotions');
  });

  it('gives each state its badge and button', async () => {
    member();
    const cards = [
      depositCard(1, { state: 'JOIN' }),
      codeCard(2, { state: 'JOIN' }),
      depositCard(3, { state: 'JOINED' }),
      depositCard(4, { state: 'CLAIM' }),
      depositCard(5, { state: 'PROCESS' }),
      depositCard(6, { state: 'CLAIMED' }),
      depositCard(7, { state: 'REJECTED' }),
      depositCard(8, { state: 'CLOSED', closedReason: 'BUDGET' }),
      depositCard(9, { state: 'COMING_SOON' }),
    ];
    stubApi(statusFixture(), undefined, { promotions: listOf(cards) });
    renderPromotions(page());
    await screen.findByTestId('promo-card-9');
    const seen = cards.map(({ id }) => [
      within(screen.getByTestId(`promo-card-${id}`)).getByTestId('promo-state').textContent,
      button(id).textContent,
      button(id).disabled,
    ]);
    expect(seen).toEqual([
      ['Open', 'Join', false],
      ['Open', 'Enter code', false],
      ['Joined', 'Deposit now', false],
      ['Ready to claim', 'Claim', false],
      ['Under review', 'Under review', true],
      ['Claimed', 'Claimed', true],
      ['Rejected', 'Rejected', true],
      ['Closed · Fully claimed', 'Closed', true],
      ['Coming soon', 'Coming soon', true],
    ]);

    fireEvent.click(button(3));
    expect(onDeposit).toHaveBeenCalledOnce();
    fireEvent.click(button(2));
    expect(document.activeElement).toBe(screen.getByTestId('bonus-code-input'));
  });

  it('claims: calls the API, shows the amount, refreshes the list and the balance', async () => {
    member();
    let state: PromotionCard['state'] = 'CLAIM';
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({ list: [depositCard(4, { state })], kinds: ['DEPOSIT_BONUS'] }),
      claimPromotion: ({ body }) => {
        state = 'CLAIMED';
        return { promotionId: body.id, status: 'PAID', amount: 1000, turnoverRequired: 10000, state };
      },
    });
    const { queryClient } = renderPromotions(page());
    await screen.findByTestId('promo-card-4');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(button(4));
    await waitFor(() =>
      expect(screen.getByTestId('promo-message-4').textContent).toBe(
        'P 1,000.00 has been added to your balance.',
      ),
    );
    expect(requestsTo(fetchMock, 'claimPromotion').map((r) => r.body)).toEqual([{ id: 4 }]);
    await waitFor(() => expect(button(4).textContent).toBe('Claimed'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['promotions'],
      ['wallet', 'balance'],
    ]);
  });

  it('joins a deposit bonus; an error is translated', async () => {
    member();
    let joined = false;
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({
        list: [depositCard(1, { state: joined ? 'JOINED' : 'JOIN' }), depositCard(2)],
        kinds: ['DEPOSIT_BONUS'],
      }),
      joinPromotion: ({ body }) => {
        if (body.id === 2) return apiFail(403, 'promotion.not.eligible');
        joined = true;
        return {
          ...depositCard(1, { state: 'JOINED' }),
          rules: '',
          progress: {
            qualifyingDeposit: null,
            reward: null,
            claimBy: null,
            joinedAt: 1,
            cashback: null,
            application: null,
            signUp: null,
            wheel: null,
            rain: null,
            raffle: null,
          },
        };
      },
    });
    renderPromotions(page());
    await screen.findByTestId('promo-card-1');
    fireEvent.click(button(1));
    await waitFor(() => expect(button(1).textContent).toBe('Deposit now'));
    expect(screen.getByTestId('promo-message-1').textContent).toMatch(/You have joined/);
    fireEvent.click(button(2));
    expect((await screen.findByTestId('promo-error-2')).textContent).toBe(
      'You are not eligible for this promotion.',
    );
    expect(requestsTo(fetchMock, 'joinPromotion').map((r) => r.body)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('a visitor sees no code box; Join asks for a login instead of calling', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: listOf([depositCard(1), codeCard(2)]),
    });
    renderPromotions(page());
    await screen.findByTestId('promo-card-1');
    expect(screen.queryByTestId('bonus-code-form')).toBeNull();
    expect(requestsTo(fetchMock, 'promotions')[0]!.url.search).toBe('');
    fireEvent.click(button(1));
    fireEvent.click(button(2));
    expect(onLogin).toHaveBeenCalledTimes(2);
    expect(requestsTo(fetchMock, 'joinPromotion')).toEqual([]);
  });

  it('the code box refuses a malformed code without calling, sends a good one normalised', async () => {
    member();
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: listOf([codeCard(2)]),
      redeemBonusCode: ({ body }) =>
        body.code === 'SPRING2026'
          ? { promotionId: 2, status: 'PAID', amount: 500, turnoverRequired: 0, state: 'CLAIMED' }
          : apiFail(404, 'bonus.code.invalid'),
    });
    renderPromotions(page());
    const input = await screen.findByTestId('bonus-code-input');
    const submit = screen.getByTestId('bonus-code-submit');

    fireEvent.change(input, { target: { value: 'ab-1' } });
    fireEvent.click(submit);
    expect(screen.getByTestId('bonus-code-problem').textContent).toBe(
      'A bonus code has 4 to 20 letters and digits.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(screen.getByTestId('bonus-code-problem').textContent).toBe('Enter your bonus code.');
    expect(requestsTo(fetchMock, 'redeemBonusCode')).toEqual([]);

    fireEvent.change(input, { target: { value: 'WRONG1' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('bonus-code-error')).textContent).toBe(
      'This bonus code is not valid or has been used up.',
    );

    fireEvent.change(input, { target: { value: ' spring2026 ' } });
    fireEvent.click(submit);
    expect((await screen.findByTestId('bonus-code-result')).textContent).toBe(
      'P 500.00 has been added to your balance.',
    );
    expect(requestsTo(fetchMock, 'redeemBonusCode').map((r) => r.body)).toEqual([
      { code: 'WRONG1' },
      { code: 'SPRING2026' },
    ]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("cashback: headline per basis, games and period, its tab, joining, and JOINED's nothing to press", async () => {
    member();
    const rebate = (state: PromotionCard['state']) =>
      cashbackCard(12, {
        repeat: 'DAILY',
        state,
        reward: {
          kind: 'CASHBACK',
          basis: 'VALID_BET',
          category: 'RNG',
          percent: 0.8,
          cap: 500,
          minimum: 1000,
          turnoverMultiple: 1,
        },
      });
    let rebateState: PromotionCard['state'] = 'JOIN';
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: ({ url }) => ({
        list: [depositCard(1), cashbackCard(11), rebate(rebateState)].filter(
          (c) => !url.searchParams.get('kind') || c.kind === url.searchParams.get('kind'),
        ),
        kinds: ['DEPOSIT_BONUS', 'CASHBACK'],
      }),
      joinPromotion: () => {
        rebateState = 'JOINED';
        return detailOf(rebate('JOINED'));
      },
    });
    renderPromotions(page());
    const weekly = await screen.findByTestId('promo-card-11');
    const art = within(weekly).getByRole('img');
    expect(art.getAttribute('aria-label')).toBe('10% cashback on net loss, up to P 1,000 a week');
    expect(art.textContent).toBe('Cashback10%up to P 1,000 a week');
    expect(within(screen.getByTestId('promo-card-12')).getByRole('img').getAttribute('aria-label')).toBe(
      '0.8% rebate on Slots bets, up to P 500 a day',
    );
    // No turnover asked: the player takes part without joining, and there is nothing to claim.
    expect(within(weekly).getByTestId('promo-state').textContent).toBe('Joined');
    expect([button(11).textContent, button(11).disabled, button(11).dataset.action]).toEqual([
      'Taking part',
      true,
      'none',
    ]);
    expect(within(weekly).queryByRole('button', { name: 'Join' })).toBeNull();

    // A rebate asking for turnover needs consent: Join calls the API like a deposit bonus's.
    expect(button(12).textContent).toBe('Join');
    fireEvent.click(button(12));
    await waitFor(() => expect(button(12).textContent).toBe('Taking part'));
    expect(requestsTo(fetchMock, 'joinPromotion').map((r) => r.body)).toEqual([{ id: 12 }]);
    expect(screen.getByTestId('promo-message-12').textContent).toBe(
      'You have joined. Your cashback is paid to your balance automatically.',
    );

    fireEvent.click(screen.getByTestId('promo-tab-CASHBACK'));
    await waitFor(() => expect(screen.queryByTestId('promo-card-1')).toBeNull());
    expect(screen.getByTestId('promo-tab-CASHBACK').textContent).toBe('Cashback');
    expect(screen.getByTestId('address').textContent).toBe('/promotions?kind=CASHBACK');

    // Other languages name the category with the catalogue's own names (the lobby's, missions').
    await act(() => changeLanguage('CN'));
    expect(within(screen.getByTestId('promo-card-12')).getByRole('img').getAttribute('aria-label')).toBe(
      '老虎机投注 0.8% 返水，每日最高 P 500',
    );
  });

  it('says so when there are none, and when the list fails offers a retry', async () => {
    let fail = true;
    stubApi(statusFixture(), undefined, {
      promotions: () => (fail ? apiFail(503, 'system.busy') : { list: [], kinds: [] }),
    });
    renderPromotions(page());
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toBe(i18n.t('error.system.busy'));
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No promotions are running right now.')).toBeTruthy();
  });

  it('speaks Tagalog', async () => {
    await changeLanguage('TY');
    stubApi(statusFixture(), undefined, { promotions: listOf([depositCard(1)]) });
    renderPromotions(page());
    await screen.findByTestId('promo-card-1');
    expect(button(1).textContent).toBe('Sumali');
    expect(screen.getByTestId('promo-tab-ALL').textContent).toBe('Lahat');
  });
});
