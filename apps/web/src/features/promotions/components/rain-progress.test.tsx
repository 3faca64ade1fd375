import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { promotionActionOf } from '../lib/promotion-action';
import { formatClock } from '../lib/promotion-format';
import { clockText } from '../lib/countdown';
import { averageEnvelope, rainErrorKey } from '../lib/rain';
import { depositCard, detailOf, rainCard, rainFacts, renderPromotions } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const detailPage = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

/** Promotion 31, a red-envelope rain, in `state` with the rain now or next (null: none to come). */
const rainDetail = (
  state: PromotionCard['state'],
  rain: PromotionDetail['progress']['rain'] = rainFacts(),
): PromotionDetail => {
  const detail = detailOf(rainCard(31, { state }));
  return { ...detail, progress: { ...detail.progress, rain } };
};
/** The next rain, `inMs` from now, all of its envelopes still to fall. */
const nextRain = (inMs: number) =>
  rainFacts({
    live: false,
    startsAt: Date.now() + inMs,
    endsAt: Date.now() + inMs + 600_000,
    envelopesLeft: 200,
  });

const action = () => screen.getByTestId('promo-action-31') as HTMLButtonElement;
const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('red-envelope rain', () => {
  it('has its tab, card headline and art; a visitor pressing Join is asked to log in', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({
        list: [depositCard(1), rainCard(31, { state: 'JOIN' })],
        kinds: ['DEPOSIT_BONUS', 'RED_ENVELOPE'],
      }),
    });
    renderPromotions(<PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />);
    const card = await screen.findByTestId('promo-card-31');
    expect(screen.getByTestId('promo-tab-RED_ENVELOPE').textContent).toBe('Red-envelope rain');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe('P 2,000 in 200 envelopes');
    expect(within(card).getByTestId('promo-art').textContent).toBe(
      'Red-envelope rainP 2,000in 200 envelopes',
    );
    expect(within(card).getByTestId('promo-art').querySelector('svg.promo-art-motif rect')).toBeTruthy();
    expect(within(card).getByText('Red-envelope rain', { selector: '.promo-tag' })).toBeTruthy();
    expect(action().textContent).toBe('Join');
    fireEvent.click(action());
    expect(onLogin).toHaveBeenCalledOnce();
    expect(requestsTo(fetchMock, 'rafflePromotion')).toEqual([]);
  });

  it('a visitor sees the terms, when the next rain falls and the schedule', async () => {
    const rain = nextRain(3 * 3600_000);
    stubApi(statusFixture(), undefined, { promotionDetail: () => rainDetail('JOIN', rain) });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect(rowsOf(await screen.findByTestId('promo-reward-table'))).toEqual([
      ['Each rain', 'P 2,000.00 in 200 envelopes'],
      ['Smallest envelope', 'P 1.00'],
      ['Average envelope', 'P 10.00'],
      ['Turnover before withdrawal', '1× the envelope'],
      ['How often', 'Daily'],
    ]);
    expect(screen.getByRole('heading', { name: 'Rain status' })).toBeTruthy();
    expect(screen.getByTestId('rain-headline').textContent).toMatch(/^Next rain at /);
    expect(screen.getByTestId('rain-headline').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('rain-countdown').textContent).toMatch(/^Starts in (3:00:00|2:59:59)$/);
    expect(screen.getByRole('timer').textContent).toMatch(/^(3:00:00|2:59:59)$/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('rain-grabbed')).toBeNull();
    expect(
      within(screen.getByTestId('rain-times'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['12:00', '20:00']);
    expect(screen.getByText('Every day at these times (site time), for 10 minutes each:')).toBeTruthy();
    expect(screen.getByTestId('rain-split').textContent).toBe(
      'Each rain shares P 2,000.00 in 200 envelopes of at least P 1.00 each: P 10.00 on average.',
    );
    expect(action().textContent).toBe('Join');
  });

  it('CLAIM: raining now, the time left, the envelopes left, and Grab an envelope', async () => {
    member();
    stubApi(statusFixture(), undefined, { promotionDetail: () => rainDetail('CLAIM') });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect((await screen.findByTestId('rain-headline')).textContent).toBe('Raining now!');
    expect(screen.getByTestId('promo-rain').dataset.live).toBe('true');
    expect(screen.getByTestId('rain-countdown').textContent).toMatch(/^Ends in (05:00|04:59)$/);
    const bar = screen.getByRole('progressbar', { name: '150 of 200 envelopes left' });
    expect(bar.getAttribute('aria-valuenow')).toBe('150');
    expect(bar.getAttribute('aria-valuemax')).toBe('200');
    expect(action().textContent).toBe('Grab an envelope');
    expect(action().disabled).toBe(false);
    expect(action().dataset.action).toBe('grab');
  });

  it('CLAIMED: what the player grabbed in this rain', async () => {
    member();
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => rainDetail('CLAIMED', rainFacts({ envelopesLeft: 149, grabbed: 7.35 })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect((await screen.findByTestId('rain-grabbed')).textContent).toBe('You got P 7.35 in this rain.');
    expect(screen.getByTestId('rain-left').textContent).toBe('149 of 200 envelopes left');
    expect(action().textContent).toBe('Claimed');
    expect(action().disabled).toBe(true);
  });

  it('JOINED while the envelopes are all taken: says so, and waits for the next rain', async () => {
    member();
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => rainDetail('JOINED', rainFacts({ envelopesLeft: 0 })),
    });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect((await screen.findByTestId('rain-grabbed')).textContent).toBe(
      'All the envelopes of this rain have been taken. Catch the next one!',
    );
    expect(action().textContent).toBe('Waiting for the next rain');
    expect(action().disabled).toBe(true);
  });

  it('CLOSED (paused): no rain is told, though the schedule has one', async () => {
    member();
    const detail = { ...rainDetail('CLOSED'), closedReason: 'PAUSED' as const };
    stubApi(statusFixture(), undefined, { promotionDetail: () => detail });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect((await screen.findByTestId('promo-reward-table')).textContent).toContain('Each rain');
    expect(screen.queryByTestId('promo-rain')).toBeNull();
    expect(action().textContent).toBe('Closed');
    expect(action().disabled).toBe(true);
  });

  it('when the countdown reaches 0, the detail is asked again and the state turns', async () => {
    member();
    const rain = nextRain(1200);
    let live = false;
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => {
        const answer = live ? rainDetail('CLAIM', { ...rain, live: true }) : rainDetail('JOINED', rain);
        live = true;
        return answer;
      },
    });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect((await screen.findByTestId('rain-headline')).textContent).toBe(
      `Next rain at ${formatClock(rain.startsAt)}`,
    );
    expect(action().textContent).toBe('Waiting for the next rain');
    await waitFor(() => expect(screen.getByTestId('rain-headline').textContent).toBe('Raining now!'), {
      timeout: 4000,
    });
    expect(action().textContent).toBe('Grab an envelope');
    expect(requestsTo(fetchMock, 'promotionDetail').length).toBe(2);
  });

  it("is said in the player's language", async () => {
    member();
    await changeLanguage('TY');
    stubApi(statusFixture(), undefined, { promotionDetail: () => rainDetail('CLAIM') });
    renderPromotions(detailPage(), '/promoDetail?id=31');
    expect((await screen.findByTestId('rain-headline')).textContent).toBe('Umuulan na ngayon!');
    expect(action().textContent).toBe('Kumuha ng sobre');
    expect(screen.getByTestId('rain-left').textContent).toBe('150 sa 200 na sobre ang natitira');
  });
});

describe('red-envelope rain rules', () => {
  it('labels each state: CLAIM grabs, JOINED waits for the next rain', () => {
    expect(promotionActionOf('CLAIM', 'RED_ENVELOPE')).toEqual({
      action: 'grab',
      labelKey: 'promotions.action.grab',
    });
    expect(promotionActionOf('JOINED', 'RED_ENVELOPE')).toEqual({
      action: null,
      labelKey: 'promotions.action.waitRain',
    });
    expect(promotionActionOf('JOIN', 'RED_ENVELOPE').action).toBe('join');
    expect(promotionActionOf('CLAIMED', 'RED_ENVELOPE').action).toBeNull();
    expect(promotionActionOf('CLOSED', 'RED_ENVELOPE').action).toBeNull();
  });

  it('writes countdowns as a clock and the average envelope rounded down to the cent', () => {
    expect([0, 9, 61, 299, 3599, 3600, 86_399].map(clockText)).toEqual([
      '00:00',
      '00:09',
      '01:01',
      '04:59',
      '59:59',
      '1:00:00',
      '23:59:59',
    ]);
    const reward = rainCard(1).reward;
    if (reward.kind === 'RED_ENVELOPE') {
      expect(averageEnvelope(reward)).toBe(10);
      expect(averageEnvelope({ ...reward, rainBudget: 100, envelopes: 3 })).toBe(33.33);
      expect(averageEnvelope({ ...reward, envelopes: 0 })).toBe(0);
    }
  });

  it("says the errors that end the grabbing the rain's way", () => {
    expect(rainErrorKey('promotion.already.claimed')).toBe('promotions.rain.error.grabbed');
    expect(rainErrorKey('promotion.nothing.to.claim')).toBe('promotions.rain.error.over');
    expect(rainErrorKey('promotion.budget.exhausted')).toBe('promotions.rain.error.budget');
    expect(rainErrorKey('system.error')).toBeNull();
  });
});
