import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { promotionActionOf } from '../lib/promotion-action';
import { formatShortTime } from '../lib/promotion-format';
import { expectedPrize, landingRotation, probabilityText } from '../lib/wheel';
import { depositCard, detailOf, renderPromotions, wheelCard, wheelFacts } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const detailPage = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

/** Promotion 21, a lucky wheel, in `state` with the player's wheel facts (null: a visitor's). */
const wheelDetail = (
  state: PromotionCard['state'],
  wheel: PromotionDetail['progress']['wheel'] = wheelFacts(),
  card: Partial<PromotionCard> = {},
): PromotionDetail => {
  const detail = detailOf(wheelCard(21, { state, ...card }));
  return { ...detail, progress: { ...detail.progress, wheel } };
};

const action = () => screen.getByTestId('promo-action-21') as HTMLButtonElement;
const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const figuresOf = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
  onDeposit.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('lucky wheel', () => {
  it('has its tab, card headline and art; a visitor pressing Join is asked to log in', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({
        list: [depositCard(1), wheelCard(21, { state: 'JOIN' })],
        kinds: ['DEPOSIT_BONUS', 'LUCKY_WHEEL'],
      }),
    });
    renderPromotions(<PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />);
    const card = await screen.findByTestId('promo-card-21');
    expect(screen.getByTestId('promo-tab-LUCKY_WHEEL').textContent).toBe('Lucky wheel');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe('Win up to P 50');
    expect(within(card).getByTestId('promo-art').textContent).toBe('Lucky wheelP 50top prize');
    expect(within(card).getByTestId('promo-art').querySelector('svg.promo-art-motif path')).toBeTruthy();
    expect(within(card).getByText('Lucky wheel', { selector: '.promo-tag' })).toBeTruthy();
    expect(action().textContent).toBe('Join');
    fireEvent.click(action());
    expect(onLogin).toHaveBeenCalledOnce();
    expect(requestsTo(fetchMock, 'rafflePromotion')).toEqual([]);
  });

  it('a visitor sees the terms and the published prize table, without progress', async () => {
    stubApi(statusFixture(), undefined, { promotionDetail: () => wheelDetail('JOIN', null) });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    expect(rowsOf(await screen.findByTestId('promo-reward-table'))).toEqual([
      ['Tickets', '1 per P 100.00 deposited'],
      ['Most tickets per day', '5'],
      ['Top prize', 'P 50.00'],
      ['Turnover before withdrawal', '2× the prize'],
      ['How often', 'Daily'],
    ]);
    expect(rowsOf(screen.getByTestId('wheel-prizes'))).toEqual([
      ['Segment', 'Prize', 'Chance'],
      ['1', 'P 50.00', '12.5%'],
      ['2', 'No prize', '37.5%'],
      ['3', 'P 5.00', '25%'],
      ['4', 'P 12.50', '25%'],
    ]);
    // Σ amount × weight / Σ weight = 85 / 8 = 10.625, rounded down to the cent.
    expect(screen.getByTestId('wheel-expected').textContent).toBe('Expected prize per spinP 10.62');
    expect(screen.queryByTestId('promo-wheel')).toBeNull();
  });

  it("CLAIM: the tickets left, this period's figures, the next ticket and the latest spins", async () => {
    member();
    const at = Date.UTC(2026, 2, 3, 9, 30);
    const spins = [
      { segment: 2, amount: 5, at },
      { segment: 1, amount: 0, at: at - 60_000 },
    ];
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => wheelDetail('CLAIM', wheelFacts({ earned: 3, used: 2, left: 1, spins })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    const panel = await screen.findByTestId('promo-wheel');
    expect(screen.getByTestId('wheel-tickets').textContent).toBe('1ticket left');
    expect(figuresOf(within(panel).getByTestId('promo-progress'))).toEqual([
      ['Deposited today', 'P 260.00'],
      ['Tickets earned today', '3 of 5'],
      ['Tickets used', '2'],
    ]);
    // P 260 deposited: P 60 of the P 100 that makes the next ticket.
    const bar = screen.getByRole('progressbar', { name: 'Deposit P 40.00 more for your next ticket' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('P 60.00 of P 100.00');
    fireEvent.click(within(panel).getByRole('button', { name: 'Deposit now' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    const items = within(screen.getByTestId('wheel-spins')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `P 5.00${formatShortTime(at)}`,
      `No prize${formatShortTime(at - 60_000)}`,
    ]);
    expect(action().textContent).toBe('Spin the wheel (1 ticket)');
    expect(action().disabled).toBe(false);
  });

  it('JOINED on bets: no button to press, what more to bet and the way to the games', async () => {
    member();
    const detail = wheelDetail('JOINED', wheelFacts({ used: 2, left: 0, toNextTicket: 15.5 }));
    if (detail.reward.kind === 'LUCKY_WHEEL') detail.reward.basis = 'VALID_BET';
    stubApi(statusFixture(), undefined, { promotionDetail: () => detail });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    expect((await screen.findByTestId('wheel-next')).textContent).toBe(
      'Bet P 15.50 more for your next ticket',
    );
    expect(screen.getByTestId('wheel-tickets').textContent).toBe('0tickets left');
    expect(screen.getByTestId('promo-progress').textContent).toContain('Valid bets today');
    expect(screen.getByTestId('wheel-spins').textContent).toBe('You have not spun the wheel yet.');
    expect(action().textContent).toBe('No tickets left');
    expect(action().disabled).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Go to games' }));
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it("at the period's most tickets: says so instead of a bar", async () => {
    member();
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        wheelDetail('JOINED', wheelFacts({ earned: 5, used: 5, left: 0, toNextTicket: null })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    expect((await screen.findByTestId('wheel-next')).textContent).toBe(
      'You have earned the most tickets for today. Come back tomorrow for more.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("is said in the player's language", async () => {
    member();
    await changeLanguage('TY');
    stubApi(statusFixture(), undefined, { promotionDetail: () => wheelDetail('CLAIM') });
    renderPromotions(detailPage(), '/promoDetail?id=21');
    expect((await screen.findByTestId('wheel-next')).textContent).toBe(
      'Mag-deposito pa ng P 40.00 para sa susunod mong tiket',
    );
    expect(action().textContent).toBe('Paikutin ang gulong (2 tiket)');
    expect(screen.getByRole('columnheader', { name: 'Tsansa' })).toBeTruthy();
  });
});

describe('lucky wheel rules', () => {
  it('labels each state: CLAIM spins, JOINED has nothing to press', () => {
    expect(promotionActionOf('CLAIM', 'LUCKY_WHEEL')).toEqual({
      action: 'spin',
      labelKey: 'promotions.action.spin',
    });
    expect(promotionActionOf('JOINED', 'LUCKY_WHEEL')).toEqual({
      action: null,
      labelKey: 'promotions.action.noTickets',
    });
    expect(promotionActionOf('JOIN', 'LUCKY_WHEEL').action).toBe('join');
    expect(promotionActionOf('CLOSED', 'LUCKY_WHEEL').action).toBeNull();
  });

  it('lands the pointer on the centre of the drawn segment, always turning forward', () => {
    // 4 segments of 90°: segment 2's centre is at 225°, at the top after turning 135°.
    expect(landingRotation(0, 2, 4, 5)).toBe(5 * 360 + 135);
    expect(landingRotation(1935, 0, 4, 5) % 360).toBe(315);
    expect(landingRotation(1935, 0, 4, 5)).toBeGreaterThan(1935 + 5 * 360 - 1);
    expect(landingRotation(135, 2, 4, 0)).toBe(135);
  });

  it('publishes chances with up to 4 decimals and the expected prize rounded down', () => {
    expect([0.125, 1 / 3, 0.000001, 1].map(probabilityText)).toEqual([
      '12.5%',
      '33.3333%',
      '0.0001%',
      '100%',
    ]);
    const reward = wheelCard(1).reward;
    if (reward.kind === 'LUCKY_WHEEL') expect(expectedPrize(reward)).toBe(10.62);
  });
});
