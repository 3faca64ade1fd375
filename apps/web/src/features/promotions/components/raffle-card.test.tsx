import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail } from '@bet/contracts/promotions/promotions';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { daysAndClock } from '../lib/countdown';
import { joinedKeyOf, promotionActionOf } from '../lib/promotion-action';
import { rafflePaidPerDraw, raffleTopPrize, raffleWinners, rankText } from '../lib/raffle';
import {
  depositCard,
  detailOf,
  raffleCard,
  raffleEntries,
  raffleFacts,
  renderPromotions,
} from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

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

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
  onDeposit.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('prize draw', () => {
  it('has its tab, card headline and art; a visitor pressing Join is asked to log in', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({ list: [depositCard(1), raffleCard(41)], kinds: ['DEPOSIT_BONUS', 'RAFFLE'] }),
    });
    renderPromotions(<PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />);
    const card = await screen.findByTestId('promo-card-41');
    expect(screen.getByTestId('promo-tab-RAFFLE').textContent).toBe('Prize draw');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe(
      'Top prize P 500 · 8 winners every day',
    );
    expect(within(card).getByTestId('promo-art').textContent).toBe(
      'Prize drawP 500top prize · 8 winners a day',
    );
    expect(within(card).getByTestId('promo-art').className).toContain('promo-art-raffle');
    expect(within(card).getByTestId('promo-art').querySelector('svg.promo-art-motif circle')).toBeTruthy();
    expect(within(card).getByText('Prize draw', { selector: '.promo-tag' })).toBeTruthy();
    expect(action().textContent).toBe('Join');
    fireEvent.click(action());
    expect(onLogin).toHaveBeenCalledOnce();
    expect(requestsTo(fetchMock, 'joinPromotion')).toEqual([]);
    expect(requestsTo(fetchMock, 'rafflePromotion')).toEqual([]);
  });

  it('a member joins with the general join (no raffle call) and is told what entries do', async () => {
    member();
    let joined = false;
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        joined ? raffleDetail('JOINED', raffleFacts({ entries: raffleEntries() })) : raffleDetail('JOIN'),
      joinPromotion: () => {
        joined = true;
        return raffleDetail('JOINED', raffleFacts({ entries: raffleEntries() }));
      },
    });
    renderPromotions(detailPage(), '/promoDetail?id=41');
    await screen.findByTestId('raffle-invite');
    fireEvent.click(action());
    await waitFor(() => expect(action().textContent).toBe('Taking part'));
    expect(screen.getByTestId('promo-message-41').textContent).toBe(
      'You have joined. Every entry you earn before the draw is one more chance to win.',
    );
    expect(await screen.findByTestId('raffle-entries')).toBeTruthy();
    expect(requestsTo(fetchMock, 'joinPromotion').map((r) => r.body)).toEqual([{ id: 41 }]);
    expect(requestsTo(fetchMock, 'rafflePromotion')).toEqual([]);
  });
});

describe('prize draw rules', () => {
  it('joins with the general join and has nothing to press once joined', () => {
    expect(promotionActionOf('JOIN', 'RAFFLE')).toEqual({
      action: 'join',
      labelKey: 'promotions.action.join',
    });
    expect(promotionActionOf('JOINED', 'RAFFLE')).toEqual({
      action: null,
      labelKey: 'promotions.action.takingPart',
    });
    expect(promotionActionOf('CLOSED', 'RAFFLE').action).toBeNull();
    expect(joinedKeyOf('RAFFLE')).toBe('promotions.joinedRaffle');
  });

  it('sums the prizes in cents and names the ranks in each language', async () => {
    const reward = raffleCard(1).reward;
    if (reward.kind !== 'RAFFLE') throw new Error('a prize draw');
    expect([raffleTopPrize(reward), raffleWinners(reward), rafflePaidPerDraw(reward)]).toEqual([500, 8, 800]);
    const cents = {
      ...reward,
      prizes: [
        { amount: 0.1, winners: 3 },
        { amount: 0.2, winners: 1 },
      ],
    };
    expect(rafflePaidPerDraw(cents)).toBe(0.5);
    const t = i18n.t.bind(i18n);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map((rank) => rankText(t, rank, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    await changeLanguage('JA');
    expect(rankText(t, 1, 'ja')).toBe('1等');
    await changeLanguage('CN');
    expect(rankText(t, 2, 'zh-CN')).toBe('2等奖');
  });

  it('splits a countdown of days for words', () => {
    expect(daysAndClock(299)).toEqual({ days: 0, clock: '04:59' });
    expect(daysAndClock(2 * 86_400 + 4 * 3600 + 59 * 60 + 59)).toEqual({ days: 2, clock: '4:59:59' });
    expect(daysAndClock(86_400)).toEqual({ days: 1, clock: '0:00:00' });
    expect(daysAndClock(86_400 + 59)).toEqual({ days: 1, clock: '0:00:59' });
    expect(daysAndClock(3599)).toEqual({ days: 0, clock: '59:59' });
  });
});
