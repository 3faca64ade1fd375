import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCard, PromotionDetail } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { promotionActionOf, promotionCallsOf } from '../lib/promotion-action';
import { formatDay } from '../lib/promotion-format';
import { depositCard, detailOf, renderPromotions, signUpCard, signUpFacts } from './promotion-fixtures';
import { PromotionDetailPage } from './promotion-detail-page';
import { PromotionsPage } from './promotions-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const onCompleteAccount = vi.fn();
const detailPage = (withLinks = true) => (
  <PromotionDetailPage
    currencySymbol="P"
    onLogin={onLogin}
    onDeposit={onDeposit}
    onCompleteAccount={withLinks ? onCompleteAccount : undefined}
  />
);

const noProgress: PromotionDetail['progress'] = {
  qualifyingDeposit: null,
  reward: null,
  claimBy: null,
  joinedAt: null,
  cashback: null,
  application: null,
  signUp: null,
  wheel: null,
  rain: null,
  raffle: null,
};

/** Promotion 12, a sign-up bonus, in `state` with the player's progress. */
const signUpDetail = (
  state: PromotionCard['state'],
  progress: Partial<PromotionDetail['progress']> = {},
  closedReason: PromotionCard['closedReason'] = null,
): PromotionDetail =>
  detailOf(signUpCard(12, { state, closedReason }), { progress: { ...noProgress, ...progress } });

const JOINED_AT = Date.UTC(2026, 2, 1, 10, 30);
const action = () => screen.getByTestId('promo-action-12') as HTMLButtonElement;
const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
  onCompleteAccount.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('sign-up bonus', () => {
  it('has its tab, headline and terms; a visitor pressing Join is asked to log in', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotions: () => ({ list: [depositCard(1), signUpCard(12)], kinds: ['DEPOSIT_BONUS', 'SIGN_UP'] }),
      promotionDetail: () => signUpDetail('JOIN'),
    });
    const { unmount } = renderPromotions(
      <PromotionsPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />,
    );
    const card = await screen.findByTestId('promo-card-12');
    expect(screen.getByTestId('promo-tab-SIGN_UP').textContent).toBe('Sign-up bonus');
    expect(within(card).getByRole('img').getAttribute('aria-label')).toBe('P 88 free when you sign up');
    expect(within(card).getByTestId('promo-art').textContent).toBe('Sign-up bonusP 88free bonus');
    expect(within(card).getByText('Sign-up bonus', { selector: '.promo-tag' })).toBeTruthy();
    expect(action().textContent).toBe('Join');
    unmount();

    renderPromotions(detailPage(), '/promoDetail?id=12');
    const table = await screen.findByTestId('promo-reward-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);
    expect(rows).toEqual([
      ['Bonus amount', 'P 88.00'],
      ['Turnover before withdrawal', '3× the bonus'],
      ['Who can join', 'Players who registered after the offer began'],
      ['Account needs', 'Mobile numberBank card for withdrawals'],
      ['How often', 'Once'],
    ]);
    // A visitor has no sign-up facts: no progress panel, and Join opens the login.
    expect(screen.queryByTestId('promo-signup')).toBeNull();
    fireEvent.click(action());
    expect(onLogin).toHaveBeenCalledOnce();
    expect(requestsTo(fetchMock, 'signUpPromoJoin')).toEqual([]);
  });

  it('joins through POST /wps/promotion/signup/join, never the general join', async () => {
    member();
    let joined = false;
    const facts = signUpFacts({ MOBILE: true, BANK_CARD: false });
    const joinedDetail = () => signUpDetail('JOINED', { joinedAt: JOINED_AT, signUp: facts });
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => (joined ? joinedDetail() : signUpDetail('JOIN', { signUp: facts })),
      signUpPromoJoin: () => {
        joined = true;
        return joinedDetail();
      },
    });
    renderPromotions(detailPage(), '/promoDetail?id=12');
    await screen.findByTestId('promo-signup');
    expect(screen.getByTestId('promo-signup-status').textContent).toBe(
      `Join by ${formatDateTime(facts.requestBy)}, then request your reward once your account is ready.`,
    );
    fireEvent.click(action());
    await waitFor(() => expect(action().textContent).toBe('Complete your account'));
    expect(action().disabled).toBe(true);
    expect(screen.getByTestId('promo-message-12').textContent).toBe(
      'You have joined. Request your reward once your account has everything it needs.',
    );
    const joins = requestsTo(fetchMock, 'signUpPromoJoin');
    expect(joins.map((r) => r.body)).toEqual([{ id: 12 }]);
    expect(joins[0]!.url.pathname).toBe('/wps/promotion/signup/join');
    expect(requestsTo(fetchMock, 'joinPromotion')).toEqual([]);
  });

  it('JOINED lists what the account needs, met or not in words, with the way to an unmet one', async () => {
    member();
    const facts = signUpFacts({ MOBILE: true, BANK_CARD: false });
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => signUpDetail('JOINED', { joinedAt: JOINED_AT, reward: 88, signUp: facts }),
    });
    renderPromotions(detailPage(), '/promoDetail?id=12');
    const panel = await screen.findByTestId('promo-signup');
    expect(screen.getByTestId('promo-signup-status').textContent).toBe(
      `Complete your account, then request your reward by ${formatDateTime(facts.requestBy)}.`,
    );
    const rows = [...within(panel).getByTestId('promo-progress').querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling!.textContent,
    ]);
    expect(rows).toEqual([
      ['Registered', formatDay(facts.registeredAt)],
      ['Request by', formatDateTime(facts.requestBy)],
      ['Joined', formatDateTime(JOINED_AT)],
    ]);

    const list = within(panel).getByRole('list', { name: 'What your account needs' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual([
      'promo-signup-MOBILE',
      'promo-signup-BANK_CARD',
    ]);
    // Met or not is said in words (the icon is decoration, the colour only a help).
    expect(screen.getByTestId('promo-signup-MOBILE').textContent).toBe('Mobile numberDone');
    expect(screen.getByTestId('promo-signup-MOBILE').querySelector('svg')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(screen.getByTestId('promo-signup-BANK_CARD-met').textContent).toBe('Not yet');
    // Only the unmet one has its way there: a keyboard-reachable button that opens the withdrawal page.
    expect(screen.queryByTestId('promo-signup-MOBILE-fix')).toBeNull();
    const fix = within(screen.getByTestId('promo-signup-BANK_CARD')).getByRole('button', {
      name: 'Add a bank card',
    });
    fireEvent.click(fix);
    expect(onCompleteAccount).toHaveBeenCalledExactlyOnceWith('BANK_CARD');
    // Nothing to press on the card's button until the account is complete.
    expect(action().textContent).toBe('Complete your account');
    expect(action().disabled).toBe(true);
  });

  it('without the member centre to open, an unmet requirement says where to go in words', async () => {
    member();
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        signUpDetail('JOINED', {
          joinedAt: JOINED_AT,
          signUp: signUpFacts({ MOBILE: false, BANK_CARD: true }),
        }),
    });
    renderPromotions(detailPage(false), '/promoDetail?id=12');
    const where = await screen.findByTestId('promo-signup-MOBILE-fix');
    expect(where.textContent).toBe('See Member centre › My account');
    expect(within(screen.getByTestId('promo-signup')).queryByRole('button')).toBeNull();
  });

  it('CLAIM requests the reward through POST /wps/promotion/signup/reward, then shows it paid', async () => {
    member();
    let state: PromotionCard['state'] = 'CLAIM';
    const facts = signUpFacts({ MOBILE: true, BANK_CARD: true });
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => signUpDetail(state, { joinedAt: JOINED_AT, reward: 88, signUp: facts }),
      signUpPromoReward: ({ body }) => {
        state = 'CLAIMED';
        return { promotionId: body.id, status: 'PAID', amount: 88, turnoverRequired: 264, state };
      },
    });
    renderPromotions(detailPage(), '/promoDetail?id=12');
    await screen.findByTestId('promo-signup');
    expect(action().textContent).toBe('Request reward');
    expect(action().disabled).toBe(false);
    expect(screen.getByTestId('promo-signup-status').textContent).toBe(
      `Your account is ready: request your reward by ${formatDateTime(facts.requestBy)}.`,
    );
    // Every requirement met: no way to fix anything is offered.
    expect(screen.getByTestId('promo-signup-BANK_CARD-met').textContent).toBe('Done');
    expect(screen.queryByTestId('promo-signup-BANK_CARD-fix')).toBeNull();

    fireEvent.click(action());
    await waitFor(() =>
      expect(screen.getByTestId('promo-message-12').textContent).toBe(
        'P 88.00 has been added to your balance.',
      ),
    );
    const requests = requestsTo(fetchMock, 'signUpPromoReward');
    expect(requests.map((r) => r.body)).toEqual([{ id: 12 }]);
    expect(requests[0]!.url.pathname).toBe('/wps/promotion/signup/reward');
    expect(requestsTo(fetchMock, 'claimPromotion')).toEqual([]);

    // The detail refreshes to CLAIMED: the badge, the button, the sentence and the amount say so.
    await waitFor(() => expect(screen.getByTestId('promo-detail').dataset.state).toBe('CLAIMED'));
    expect(action().textContent).toBe('Claimed');
    expect(screen.getByTestId('promo-signup-status').textContent).toBe(
      'Your sign-up bonus of P 88.00 has been paid to your balance.',
    );
    expect(screen.getByTestId('promo-progress').textContent).toContain('RewardP 88.00');
    expect(screen.queryByRole('list', { name: 'What your account needs' })).toBeNull();
  });

  it('CLOSED NOT_ELIGIBLE: a player registered before it began is told why', async () => {
    member();
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => signUpDetail('CLOSED', {}, 'NOT_ELIGIBLE'),
    });
    renderPromotions(detailPage(), '/promoDetail?id=12');
    const status = await screen.findByTestId('promo-signup-status');
    expect(status.textContent).toBe('This bonus is only for players who registered after it began.');
    expect(screen.getAllByTestId('promo-state')[0]!.textContent).toBe('Closed · Not eligible');
    expect(action().disabled).toBe(true);
    expect(action().textContent).toBe('Closed');
    expect(screen.queryByTestId('promo-progress')).toBeNull();
    expect(screen.queryByRole('list', { name: 'What your account needs' })).toBeNull();
    fireEvent.click(action());
    expect(requestsTo(fetchMock, 'signUpPromoJoin')).toEqual([]);
  });

  it('CLOSED ENDED after its days: says when the time to request ended, without the checklist', async () => {
    member();
    const facts = signUpFacts({ MOBILE: false, BANK_CARD: false });
    stubApi(statusFixture(), undefined, {
      promotionDetail: () => signUpDetail('CLOSED', { joinedAt: JOINED_AT, signUp: facts }, 'ENDED'),
    });
    renderPromotions(detailPage(), '/promoDetail?id=12');
    expect((await screen.findByTestId('promo-signup-status')).textContent).toBe(
      `The time to request this bonus ended on ${formatDateTime(facts.requestBy)}.`,
    );
    expect(screen.queryByTestId('promo-signup-MOBILE')).toBeNull();
  });

  it("is said in the player's language", async () => {
    member();
    await changeLanguage('TY');
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        signUpDetail('CLAIM', {
          joinedAt: JOINED_AT,
          signUp: signUpFacts({ MOBILE: true, BANK_CARD: true }),
        }),
    });
    renderPromotions(detailPage(), '/promoDetail?id=12');
    await screen.findByTestId('promo-signup');
    expect(action().textContent).toBe('Hilingin ang gantimpala');
    expect(screen.getByTestId('promo-signup-MOBILE').textContent).toBe('Numero ng mobileTapos na');
  });
});

describe('sign-up bonus actions', () => {
  it('picks the sign-up calls for SIGN_UP only', () => {
    expect(promotionCallsOf('SIGN_UP')).toBe('signUp');
    expect(
      (['DEPOSIT_BONUS', 'BONUS_CODE', 'CASHBACK', 'APPLICATION'] as const).map(promotionCallsOf),
    ).toEqual(['general', 'general', 'general', 'general']);
  });

  it('labels each state of a sign-up bonus', () => {
    expect(promotionActionOf('JOIN', 'SIGN_UP')).toEqual({
      action: 'join',
      labelKey: 'promotions.action.join',
    });
    expect(promotionActionOf('JOINED', 'SIGN_UP')).toEqual({
      action: null,
      labelKey: 'promotions.action.completeAccount',
    });
    expect(promotionActionOf('CLAIM', 'SIGN_UP')).toEqual({
      action: 'claim',
      labelKey: 'promotions.action.requestReward',
    });
    expect(promotionActionOf('CLAIM', 'DEPOSIT_BONUS').labelKey).toBe('promotions.action.claim');
    expect(promotionActionOf('PROCESS', 'SIGN_UP').action).toBeNull();
  });
});
