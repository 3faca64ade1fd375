import type { KeyObject } from 'node:crypto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MallItem, PointsBalanceResponse } from '@bet/contracts/points/points';
import { BALANCE_KEY } from '@/shared/api/balance-key';
import { setPayloadPublicKey } from '@/shared/api/payload-key';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { POINTS_KEY } from '../api/points-balance';
import {
  balanceFixture,
  configFixture,
  mallItem,
  mine,
  openBody,
  payloadKeys,
  redemptionFixture,
  renderPoints,
} from './points-fixtures';
import { PointsMallPage } from './points-mall-page';

const onLogin = vi.fn();
const onOpenSecurityCentre = vi.fn();
const page = () => (
  <PointsMallPage currencySymbol="P" onLogin={onLogin} onOpenSecurityCentre={onOpenSecurityCentre} />
);

/** The request ids the contract accepts (and `newRequestId` makes). */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

// The redeem and convert calls are encrypted with the status key: here the test is the server,
// with its own key pair, and opens the bodies the page sent.
let privateKey: KeyObject;
beforeAll(() => {
  const keys = payloadKeys();
  privateKey = keys.privateKey;
  setPayloadPublicKey(keys.pem);
});
afterAll(() => setPayloadPublicKey(''));

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
  onOpenSecurityCentre.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });

/** Stubs of the page's calls: `items`, the demo's config and a balance, unless overridden. */
const routes = (
  items: () => MallItem[],
  balance: () => PointsBalanceResponse = () => balanceFixture(),
  overrides: StubRoutes = {},
): StubRoutes => ({
  pointsRewards: () => ({ list: items() }),
  pointsConfig: () => configFixture(),
  pointsBalance: balance,
  ...overrides,
});

const card = (id: number) => screen.getByTestId(`mall-item-${id}`);
const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the mall', () => {
  it('shows same-sized skeleton cards, then the items of pointsRewards as a visitor sees them', async () => {
    let answer!: (value: { list: MallItem[] }) => void;
    const items = [
      mallItem(1),
      mallItem(2, {
        kind: 'BONUS',
        name: 'P 20 bonus',
        image: 'bonus',
        points: 1500.5,
        amount: 20,
        turnoverMultiple: 5,
        stock: null,
        perPlayerLimit: null,
      }),
      mallItem(3, {
        kind: 'GOODS',
        name: 'Team jersey',
        image: 'jersey',
        points: 20000,
        amount: 0,
        stock: 0,
        requirement: { depositAmount: 500, days: 30 },
      }),
      mallItem(4, { kind: 'VOUCHER', name: 'Food voucher', image: 'voucher', amount: 50 }),
    ];
    stubApi(statusFixture(), undefined, {
      ...routes(() => items),
      pointsRewards: () => new Promise((resolve) => (answer = resolve)),
    });
    renderPoints(page());
    const loading = screen.getByTestId('mall-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('.mall-card-skeleton')).toHaveLength(6);
    const skeleton = loading.querySelector('.mall-card-skeleton')!;
    for (const box of [
      '.mall-card-art',
      '.mall-card-title',
      '.mall-card-price',
      '.mall-card-facts',
      '.mall-card-foot',
    ])
      expect(skeleton.querySelector(box), box).not.toBeNull();

    await act(async () => answer({ list: items }));
    await screen.findByTestId('mall-grid');
    expect(within(card(1)).getByRole('heading', { level: 3 }).textContent).toBe('P 10 cash 1');
    const art = card(3).querySelector('img')!;
    expect(art.getAttribute('src')).toBe('/images/mall/jersey.svg');
    expect([art.getAttribute('width'), art.getAttribute('height'), art.getAttribute('alt')]).toEqual([
      '320',
      '200',
      '',
    ]);
    expect(items.map(({ id }) => text(`mall-item-${id}-kind`))).toEqual([
      'Cash',
      'Bonus',
      'Goods',
      'Voucher',
    ]);
    expect(items.map(({ id }) => text(`mall-item-${id}-points`))).toEqual([
      '1,000 points',
      '1,500.50 points',
      '20,000 points',
      '1,000 points',
    ]);
    expect(items.map(({ id }) => text(`mall-item-${id}-amount`))).toEqual([
      'P 10 cash',
      'P 20 bonus · ×5 turnover',
      'Delivered to your address',
      'P 50 voucher',
    ]);
    expect(items.map(({ id }) => text(`mall-item-${id}-stock`))).toEqual([
      '25 left',
      'Unlimited',
      'Sold out',
      '25 left',
    ]);
    expect(text('mall-item-1-limit')).toBe('Limit 2 per player');
    expect(text('mall-item-2-limit')).toBe('No limit per player');
    expect(text('mall-item-3-requirement')).toBe('Deposit P 500 in the last 30 days');
    expect(text('mall-item-1-requirement')).toBe('No deposit needed');
    // A visitor has no progress of their own.
    expect(screen.queryByTestId('mall-item-3-progress')).toBeNull();

    // A sold-out item cannot be redeemed; the others ask a visitor to log in first.
    const soldOut = screen.getByTestId('mall-item-3-redeem') as HTMLButtonElement;
    expect([soldOut.disabled, soldOut.textContent]).toEqual([true, 'Sold out']);
    const redeem = screen.getByTestId('mall-item-1-redeem');
    expect(redeem.textContent).toBe('Log in to redeem');
    fireEvent.click(redeem);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The points card asks a visitor to log in too; no player call was made.
    const summary = screen.getByTestId('points-summary');
    expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe('My points');
    fireEvent.click(within(summary).getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('points-convert')).toBeNull();
  });

  it("shows a player's own figures: the points, the count redeemed, the requirement's progress", async () => {
    member();
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes(() => [
        mallItem(1, { mine: mine({ redeemed: 2 }) }),
        mallItem(2, {
          kind: 'GOODS',
          points: 2000,
          amount: 0,
          requirement: { depositAmount: 500, days: 7 },
          mine: mine({ requirementMet: false, deposited: 200 }),
        }),
        mallItem(3, { points: 9000, mine: mine() }),
        mallItem(4, { requirement: { depositAmount: 100, days: 1 }, mine: mine({ deposited: 150 }) }),
      ]),
    );
    renderPoints(page());
    expect((await screen.findByTestId('points-balance')).textContent).toBe('5,234.50');
    expect(text('points-earned')).toBe('8,234.50');
    expect(text('points-spent')).toBe('3,000');
    await screen.findByTestId('mall-grid');
    expect(requestsTo(fetchMock, 'pointsBalance')).toHaveLength(1);

    expect(text('mall-item-1-limit')).toBe('Limit 2 per player · Redeemed: 2');
    const limit = screen.getByTestId('mall-item-1-redeem') as HTMLButtonElement;
    expect([limit.disabled, limit.textContent]).toEqual([true, 'Limit reached']);

    const bar = within(card(2)).getByRole('progressbar', { name: 'Deposited' });
    expect(bar.getAttribute('aria-valuenow')).toBe('200');
    expect(bar.getAttribute('aria-valuemax')).toBe('500');
    expect(text('mall-item-2-progress')).toBe('You deposited P 200 of P 500');
    expect(text('mall-item-2-requirement')).toBe('Deposit P 500 in the last 7 days');
    expect(screen.getByTestId('mall-item-2-redeem').textContent).toBe('Deposit to unlock');

    expect(screen.getByTestId('mall-item-3-redeem').textContent).toBe('Not enough points');
    expect(text('mall-item-4-requirement')).toBe('Deposit P 100 in the last day');
    expect(text('mall-item-4-progress')).toBe('✓ Requirement met');
    expect((screen.getByTestId('mall-item-4-redeem') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('redeeming', () => {
  it('redeems a CASH item: an encrypted request with the requestId, the amount told, everything refreshed', async () => {
    member();
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes(
        () => [mallItem(1, { mine: mine() })],
        () => balanceFixture(),
        {
          pointsRedeem: ({ body }) => {
            const sent = openBody(privateKey, body) as { quantity: number };
            return {
              redemption: redemptionFixture(90, { quantity: sent.quantity, points: 2000, amount: 20 }),
              points: 3234.5,
            };
          },
        },
      ),
    );
    const { queryClient } = renderPoints(page());
    fireEvent.click(await screen.findByTestId('mall-item-1-redeem'));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem P 10 cash 1' });
    expect(within(dialog).queryByTestId('redeem-address')).toBeNull();
    expect(text('redeem-total')).toBe('1,000 points');
    expect(text('redeem-balance')).toBe('5,234.50 points');
    expect(screen.queryByTestId('redeem-quantity-error')).toBeNull();

    // One more (the limit of 2 is the most), the total follows; the password is asked for.
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect((screen.getByTestId('redeem-quantity') as HTMLInputElement).value).toBe('2');
    expect(text('redeem-total')).toBe('2,000 points');
    expect((screen.getByTestId('redeem-increase') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect(text('redeem-password-error')).toBe('Enter your payment password.');
    type('redeem-quantity', '3');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect(text('redeem-quantity-error')).toBe('Choose a quantity from 1 to 2.');
    expect(requestsTo(fetchMock, 'pointsRedeem')).toHaveLength(0);

    type('redeem-quantity', '2');
    type('redeem-password', '246810');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const done = await screen.findByTestId('redeem-done');
    expect(text('redeem-done-text')).toBe('P 20.00 has been added to your balance.');
    expect(text('redeem-done-left')).toBe('Points left: 3,234.50 points');
    expect(within(done.closest('[role="dialog"]') as HTMLElement).getByRole('heading').textContent).toBe(
      'Redeemed!',
    );

    // The body went encrypted; opened, it is the redemption with a request id and the password.
    const [request] = requestsTo(fetchMock, 'pointsRedeem');
    expect(Object.keys(request!.body!)).toEqual(['encrypted']);
    expect(JSON.stringify(request!.body)).not.toContain('246810');
    expect(openBody(privateKey, request!.body)).toEqual({
      itemId: 1,
      quantity: 2,
      paymentPassword: '246810',
      requestId: expect.stringMatching(REQUEST_ID),
    });
    // The points, the items, the history and the header's balance are read again.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: POINTS_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_KEY });
    await waitFor(() => expect(requestsTo(fetchMock, 'pointsRewards').length).toBeGreaterThan(1));

    // "View redeem history" closes the dialog on the history tab.
    fireEvent.click(screen.getByTestId('redeem-history'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(text('address')).toBe('/pointMall?tab=history');
  });

  it('keeps the request id when a retry follows an unknown outcome, and makes a new one per dialog', async () => {
    member();
    let calls = 0;
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes(
        () => [mallItem(1, { mine: mine() })],
        () => balanceFixture(),
        {
          // Three tries of the first click fail as a server in trouble would; then it works.
          pointsRedeem: () =>
            ++calls <= 3
              ? apiFail(503, 'system.busy')
              : { redemption: redemptionFixture(91), points: 4234.5 },
        },
      ),
    );
    renderPoints(page());
    fireEvent.click(await screen.findByTestId('mall-item-1-redeem'));
    type('redeem-password', '246810');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect((await screen.findByTestId('redeem-error')).textContent).toBe(
      'The system is busy. Please try again shortly.',
    );
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await screen.findByTestId('redeem-done');
    const ids = requestsTo(fetchMock, 'pointsRedeem').map(
      (request) => (openBody(privateKey, request.body) as { requestId: string }).requestId,
    );
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(1);

    // A new dialog, a new action: a new id.
    fireEvent.click(screen.getByTestId('redeem-close'));
    fireEvent.click(await screen.findByTestId('mall-item-1-redeem'));
    type('redeem-password', '246810');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await screen.findByTestId('redeem-done');
    const last = requestsTo(fetchMock, 'pointsRedeem').at(-1)!;
    expect((openBody(privateKey, last.body) as { requestId: string }).requestId).not.toBe(ids[0]);
  });

  it('asks GOODS for the receiving address and sends it; the answer is waiting for delivery', async () => {
    member();
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes(
        () => [mallItem(5, { kind: 'GOODS', name: 'Team jersey', image: 'jersey', amount: 0, mine: mine() })],
        () => balanceFixture(),
        {
          pointsRedeem: () => ({
            redemption: redemptionFixture(92, {
              kind: 'GOODS',
              amount: 0,
              status: 'PROCESS',
              decidedAt: null,
            }),
            points: 4234.5,
          }),
        },
      ),
    );
    renderPoints(page());
    fireEvent.click(await screen.findByTestId('mall-item-5-redeem'));
    const address = await screen.findByTestId('redeem-address');
    expect(within(address).getByText('Receiving address')).toBeTruthy();
    type('redeem-password', '246810');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect(text('redeem-name-error')).toBe("Enter the recipient's name.");
    expect(text('redeem-phone-error')).toBe('Enter a valid phone number.');
    expect(text('redeem-street-error')).toBe('Enter the delivery address.');
    type('redeem-phone', '12ab');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    expect(text('redeem-phone-error')).toBe('Enter a valid phone number.');
    expect(requestsTo(fetchMock, 'pointsRedeem')).toHaveLength(0);

    type('redeem-name', '  Juan dela Cruz ');
    type('redeem-phone', '+63 917 123 4567');
    type('redeem-street', '12 Rizal St, Makati');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await screen.findByTestId('redeem-done');
    expect(text('redeem-done-text')).toBe(
      'Your redemption is waiting for delivery. Follow it in the redeem history.',
    );
    expect(openBody(privateKey, requestsTo(fetchMock, 'pointsRedeem')[0]!.body)).toMatchObject({
      itemId: 5,
      quantity: 1,
      address: { name: 'Juan dela Cruz', phone: '+63 917 123 4567', address: '12 Rizal St, Makati' },
    });
  });

  it('shows a refusal translated, in the language of the page, and leads to the payment password', async () => {
    member();
    let code = 'mall.item.out.of.stock';
    stubApi(
      statusFixture(),
      undefined,
      routes(
        () => [mallItem(1, { mine: mine() })],
        () => balanceFixture(),
        { pointsRedeem: () => apiFail(409, code) },
      ),
    );
    renderPoints(page());
    fireEvent.click(await screen.findByTestId('mall-item-1-redeem'));
    type('redeem-password', '246810');
    fireEvent.click(screen.getByTestId('redeem-submit'));
    const error = await screen.findByTestId('redeem-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe(
      'Not enough of this reward is left. Choose a smaller quantity or another reward.',
    );
    await act(() => changeLanguage('CN'));
    expect(text('redeem-error')).toBe('该奖励库存不足，请减少数量或选择其他奖励。');
    await act(() => changeLanguage('EN'));

    // No payment password yet: the way to the security centre, the dialog out of its way.
    code = 'payment.password.not.set';
    fireEvent.click(screen.getByTestId('redeem-submit'));
    await waitFor(() =>
      expect(text('redeem-error')).toBe('Please set a payment password in the security centre first.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(onOpenSecurityCentre).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('converting points to cash', () => {
  it('validates the minimum and the step, shows the money, and sends an encrypted conversion', async () => {
    member();
    let points = 1000;
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes(
        () => [mallItem(1, { mine: mine() })],
        () => balanceFixture({ points }),
        {
          // 300 points buy 1.00: whole cents take steps of 3 points.
          pointsConfig: () => configFixture({ ratio: 300, convertMin: 300, convertStep: 3 }),
          pointsConvert: ({ body }) => {
            const sent = openBody(privateKey, body) as { points: number };
            points -= sent.points;
            return {
              redemption: redemptionFixture(93, {
                kind: 'CONVERT',
                itemId: null,
                itemName: null,
                points: sent.points,
                amount: 1.5,
              }),
              points,
            };
          },
        },
      ),
    );
    const { queryClient } = renderPoints(page());
    const form = await screen.findByTestId('points-convert');
    expect(within(form).getByRole('heading', { level: 3 }).textContent).toBe('Convert to cash');
    expect(text('points-convert-rate')).toBe('300 points = P 1.00 · minimum 300, in steps of 3');
    expect(text('points-convert-gives')).toBe('You get —');

    type('points-convert-points', '301');
    expect(text('points-convert-gives')).toBe('You get —');
    type('points-convert-password', '246810');
    fireEvent.click(screen.getByTestId('points-convert-submit'));
    expect(text('points-convert-points-error')).toBe('Convert in steps of 3 points.');
    type('points-convert-points', '150');
    fireEvent.click(screen.getByTestId('points-convert-submit'));
    expect(text('points-convert-points-error')).toBe('Convert at least 300 points.');
    type('points-convert-points', '12.5');
    fireEvent.click(screen.getByTestId('points-convert-submit'));
    expect(text('points-convert-points-error')).toBe('Enter a whole number of points.');
    type('points-convert-points', '1200');
    expect(text('points-convert-gives')).toBe('You get P 4.00');
    fireEvent.click(screen.getByTestId('points-convert-submit'));
    expect(text('points-convert-points-error')).toBe('You have 1,000 points.');
    expect(requestsTo(fetchMock, 'pointsConvert')).toHaveLength(0);

    // Max: the whole points down to a whole step.
    await waitFor(() =>
      expect((screen.getByTestId('points-convert-max') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('points-convert-max'));
    expect((screen.getByTestId('points-convert-points') as HTMLInputElement).value).toBe('999');
    expect(text('points-convert-gives')).toBe('You get P 3.33');

    type('points-convert-points', '450');
    expect(text('points-convert-gives')).toBe('You get P 1.50');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('points-convert-submit'));
    expect((await screen.findByTestId('points-convert-done')).textContent).toBe(
      '450 points converted: P 1.50 has been added to your balance.',
    );
    const [request] = requestsTo(fetchMock, 'pointsConvert');
    expect(Object.keys(request!.body!)).toEqual(['encrypted']);
    expect(openBody(privateKey, request!.body)).toEqual({
      points: 450,
      paymentPassword: '246810',
      requestId: expect.stringMatching(REQUEST_ID),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: POINTS_KEY });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: BALANCE_KEY });
    await waitFor(() => expect(text('points-balance')).toBe('550'));
    expect((screen.getByTestId('points-convert-points') as HTMLInputElement).value).toBe('');
  });

  it('is hidden when the merchant has switched conversion off', async () => {
    member();
    stubApi(
      statusFixture(),
      undefined,
      routes(
        () => [mallItem(1)],
        () => balanceFixture(),
        { pointsConfig: () => configFixture({ convertEnabled: false }) },
      ),
    );
    renderPoints(page());
    await screen.findByTestId('points-balance');
    await screen.findByTestId('mall-grid');
    expect(screen.queryByTestId('points-convert')).toBeNull();
  });
});
