import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail } from '@bet/contracts/promotions/promotions';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { sameLocalDay } from '../lib/countdown';
import { formatClock, formatShortTime } from '../lib/promotion-format';
import {
  detailOf,
  raffleCard,
  raffleDraw,
  raffleEntries,
  raffleFacts,
  renderPromotions,
} from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const detailPage = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

/** Promotion 41, a daily prize draw, in `state` with its draw facts (default: a visitor's). */
const raffleDetail = (
  state: PromotionCard['state'],
  raffle: PromotionDetail['progress']['raffle'] = raffleFacts(),
  card: Partial<PromotionCard> = {},
): PromotionDetail => {
  const detail = detailOf(raffleCard(41, { state, ...card }));
  return { ...detail, progress: { ...detail.progress, raffle } };
};

const action = () => screen.getByTestId('promo-action-41') as HTMLButtonElement;
const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const figuresOf = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);
/** What the headline says of a draw at `at`: its time of day today, else with its date. */
const drawTime = (at: number) => (sameLocalDay(at, Date.now()) ? formatClock(at) : formatShortTime(at));

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
  onDeposit.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('prize draw progress', () => {
  it('says what one player may be paid in all, and that its turnover holds withdrawals back', async () => {
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        raffleDetail('JOIN', raffleFacts(), { blocksWithdrawal: true, playerBudget: 300 }),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    const rows = rowsOf(await screen.findByTestId('promo-reward-table'));
    expect(rows.slice(-3, -1)).toEqual([
      ['Most paid per player', 'P 300.00'],
      ['Withdrawals', 'Held until the turnover is bet'],
    ]);
  });

  it('a visitor sees the terms, the prizes, the next draw, what an entry takes and the last draw', async () => {
    const facts = raffleFacts();
    stubApi(statusFixture(), undefined, { promotionDetail: () => raffleDetail('JOIN', facts) });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect(rowsOf(await screen.findByTestId('promo-reward-table'))).toEqual([
      ['Entries', '1 per P 100.00 deposited after joining'],
      ['Most entries per day', '10'],
      ['Top prize', 'P 500.00'],
      ['Winners per draw', '8'],
      ['Chance to win', 'Each entry is one chance; one prize per player at most'],
      ['Draw', 'A few minutes after each day ends'],
      ['Turnover before withdrawal', '3× the prize'],
      ['Paid', 'Automatically, to your balance'],
      ['How often', 'Daily'],
    ]);
    expect(screen.getByRole('table', { name: 'Prizes of each draw' })).toBe(
      screen.getByTestId('raffle-prizes'),
    );
    expect(rowsOf(screen.getByTestId('raffle-prizes'))).toEqual([
      ['Rank', 'Prize', 'Winners'],
      ['1st', 'P 500.00', '1'],
      ['2nd', 'P 100.00', '2'],
      ['3rd', 'P 20.00', '5'],
      ['Total per draw', 'P 800.00', '8'],
    ]);
    expect(screen.getByRole('heading', { name: 'Draw status' })).toBeTruthy();
    expect(screen.getByTestId('raffle-headline').textContent).toBe(`Next draw at ${drawTime(facts.drawsAt)}`);
    expect(screen.getByTestId('raffle-headline').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('raffle-countdown').textContent).toMatch(/^Draw in (05:00|04:59)$/);
    // A timer is not announced as it ticks (its implicit aria-live is off).
    expect(screen.getByRole('timer').textContent).toMatch(/^(05:00|04:59)$/);
    expect(screen.getByTestId('raffle-invite').textContent).toBe(
      'Join, then every P 100.00 you deposit is one entry in the draw.',
    );
    expect(screen.queryByTestId('raffle-entries')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(action().textContent).toBe('Join');
  });

  it('the last draw: when, how many entered, and its winners as a table', async () => {
    stubApi(statusFixture(), undefined, { promotionDetail: () => raffleDetail('JOIN') });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    const board = await screen.findByTestId('raffle-last-draw');
    expect(within(board).getByRole('heading', { level: 3 }).textContent).toBe('Last draw');
    expect(screen.getByTestId('raffle-last-meta').textContent).toBe(
      `Drawn ${formatShortTime(Date.UTC(2026, 2, 12, 0, 5))}24 players, 130 entries`,
    );
    const table = within(board).getByRole('table', { name: 'Winners of the last draw' });
    expect(rowsOf(table)).toEqual([
      ['Rank', 'Player', 'Entries', 'Prize'],
      ['1st', 'ag***24', '10', 'P 500.00'],
      ['2nd', 'lu***ky', '7', 'P 100.00'],
      ['2nd', 'ma***88', '2', 'P 100.00'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'lu***ky' })).toBeTruthy();
  });

  it('a last draw nobody entered says so; without a last draw, no board', async () => {
    const empty = raffleDraw({ entrants: 0, tickets: 0, winners: [] });
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => raffleDetail('JOIN', raffleFacts({ lastDraw: empty })),
    });
    const first = renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-winners')).textContent).toBe('No entries in the last draw.');
    expect(screen.getByTestId('raffle-last-meta').textContent).toMatch(/0 players, 0 entries$/);
    expect(screen.queryByRole('table', { name: 'Winners of the last draw' })).toBeNull();
    first.unmount();

    stubApi(statusFixture(), undefined, {
      promotionDetail: () => raffleDetail('JOIN', raffleFacts({ lastDraw: null })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    await screen.findByTestId('promo-raffle');
    expect(screen.queryByTestId('raffle-last-draw')).toBeNull();
  });

  it('JOINED: the entries, what counted, the bar to the next entry and the way to deposit', async () => {
    member();
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => raffleDetail('JOINED', raffleFacts({ entries: raffleEntries({ tickets: 3 }) })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-entries')).textContent).toBe('3entries in the next draw');
    expect(figuresOf(screen.getByTestId('raffle-facts'))).toEqual([
      ['Deposited today since joining', 'P 260.00'],
      ['Most entries per day', '10'],
    ]);
    // P 260 deposited: P 60 of the P 100 that makes the next entry.
    const bar = screen.getByRole('progressbar', { name: 'Deposit P 40.00 more for your next entry' });
    expect(bar.getAttribute('aria-valuenow')).toBe('60');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('P 60.00 of P 100.00');
    fireEvent.click(within(screen.getByTestId('promo-raffle')).getByRole('button', { name: 'Deposit now' }));
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('raffle-invite')).toBeNull();
    expect(action().textContent).toBe('Taking part');
    expect(action().disabled).toBe(true);
  });

  it('JOINED on bets: one entry, what more to bet and the way to the games', async () => {
    member();
    const detail = raffleDetail(
      'JOINED',
      raffleFacts({ entries: raffleEntries({ tickets: 1, toNextTicket: 15.5 }) }),
    );
    if (detail.reward.kind === 'RAFFLE') detail.reward.basis = 'VALID_BET';
    stubApi(statusFixture(), undefined, { promotionDetail: () => detail });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-next')).textContent).toBe(
      'Bet P 15.50 more for your next entry',
    );
    expect(screen.getByTestId('raffle-entries').textContent).toBe('1entry in the next draw');
    expect(screen.getByTestId('raffle-facts').textContent).toContain('Valid bets today since joining');
    fireEvent.click(screen.getByRole('link', { name: 'Go to games' }));
    expect(screen.getByTestId('address').textContent).toBe('/');
  });

  it("at the period's most entries: says so instead of a bar", async () => {
    member();
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        raffleDetail('JOINED', raffleFacts({ entries: raffleEntries({ tickets: 10, toNextTicket: null }) })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-next')).textContent).toBe(
      "You have earned the most entries for today's draw. Good luck!",
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('CLOSED (paused): no next draw is told, the last winners still are', async () => {
    member();
    const detail = { ...raffleDetail('CLOSED'), closedReason: 'PAUSED' as const };
    stubApi(statusFixture(), undefined, { promotionDetail: () => detail });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect(await screen.findByTestId('raffle-last-draw')).toBeTruthy();
    expect(screen.queryByTestId('raffle-headline')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByTestId('raffle-invite')).toBeNull();
    expect(action().textContent).toBe('Closed');
  });

  it('a draw that is due but not made yet is told as under way, its clock at 0', async () => {
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => raffleDetail('JOIN', raffleFacts({ drawsAt: Date.now() - 1000 })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-headline')).textContent).toBe('Drawing the winners…');
    expect(screen.getByRole('timer').textContent).toBe('00:00');
  });

  it('a weekly draw days away counts the days in words, its time with the date', async () => {
    const drawsAt = Date.now() + 2 * 86_400_000 + 3600_000;
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => raffleDetail('JOIN', raffleFacts({ drawsAt }), { repeat: 'WEEKLY' }),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByRole('timer')).textContent).toMatch(/^2 days (1:00:00|0:59:59)$/);
    expect(screen.getByTestId('raffle-headline').textContent).toBe(
      `Next draw at ${formatShortTime(drawsAt)}`,
    );
    expect(screen.getByRole('img', { name: 'Top prize P 500 · 8 winners every week' })).toBeTruthy();
  });

  it('when the countdown reaches 0, the detail is asked again: the winners and the next draw', async () => {
    member();
    const first = raffleFacts({ drawsAt: Date.now() + 1200, lastDraw: null, entries: raffleEntries() });
    let drawn = false;
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => {
        const answer = drawn
          ? raffleDetail('JOINED', { ...first, drawsAt: Date.now() + 86_400_000, lastDraw: raffleDraw() })
          : raffleDetail('JOINED', first);
        drawn = true;
        return answer;
      },
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-headline')).textContent).toBe(
      `Next draw at ${drawTime(first.drawsAt)}`,
    );
    expect(screen.queryByTestId('raffle-last-draw')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('raffle-last-draw')).toBeTruthy(), { timeout: 4000 });
    expect(screen.getByTestId('raffle-headline').textContent).toMatch(/^Next draw at /);
    expect(requestsTo(fetchMock, 'promotionDetail').length).toBe(2);
  });

  it("is said in the player's language", async () => {
    member();
    await changeLanguage('TY');
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => raffleDetail('JOINED', raffleFacts({ entries: raffleEntries() })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    expect((await screen.findByTestId('raffle-next')).textContent).toBe(
      'Mag-deposito pa ng P 40.00 para sa susunod mong tiket sa bunutan',
    );
    expect(screen.getByRole('heading', { name: 'Katayuan ng bunutan' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Manlalaro' })).toBeTruthy();
    expect(action().textContent).toBe(i18n.t('promotions.action.takingPart'));
  });
});
