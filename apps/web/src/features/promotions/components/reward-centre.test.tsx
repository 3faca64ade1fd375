import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionRewardEntry } from '@bet/contracts/promotions/promotions';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { renderPromotions } from './promotion-fixtures';
import { RewardCentre } from './reward-centre';

const entry = (id: number, overrides: Partial<PromotionRewardEntry> = {}): PromotionRewardEntry => ({
  id,
  promotionId: 1,
  title: `Reward ${id}`,
  kind: 'DEPOSIT_BONUS',
  amount: 250,
  status: 'PAID',
  claimedAt: Date.UTC(2026, 2, 1, 10),
  reason: null,
  ...overrides,
});

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => vi.unstubAllGlobals());

describe('RewardCentre', () => {
  it('lists the rewards with amount, status and a rejection reason, a page at a time', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionRewards: ({ url }) => {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const list =
          pageNo === 1
            ? [
                entry(1),
                entry(2, { status: 'FLAGGED', kind: 'BONUS_CODE' }),
                entry(3, { status: 'REJECTED', reason: 'Duplicate account' }),
              ]
            : [entry(4, { amount: 1234.5 })];
        return { list, totalCount: 4, totalPages: 2, pageNo };
      },
    });
    renderPromotions(<RewardCentre />);
    const first = await screen.findByTestId('reward-1');
    expect(first.textContent).toContain('250.00');
    expect(screen.getByTestId('reward-1-status').textContent).toBe('Paid');
    expect(screen.getByTestId('reward-2-status').textContent).toBe('Under review');
    expect(screen.getByTestId('reward-2').textContent).toContain('Bonus code');
    expect(screen.getByTestId('reward-3-status').textContent).toBe('Rejected');
    expect(screen.getByTestId('reward-3').textContent).toContain('Reason: Duplicate account');

    fireEvent.click(screen.getByTestId('reward-pager-next'));
    await waitFor(() => expect(screen.getByTestId('reward-4').textContent).toContain('1,234.50'));
    expect(requestsTo(fetchMock, 'promotionRewards').map((r) => r.url.searchParams.get('pageNo'))).toEqual([
      '1',
      '2',
    ]);
  });

  it("labels paid cashback as such, in the player's language", async () => {
    stubApi(statusFixture(), undefined, {
      promotionRewards: () => ({
        list: [entry(5, { kind: 'CASHBACK', title: 'Weekly cashback', amount: 87.5 })],
        totalCount: 1,
        totalPages: 1,
        pageNo: 1,
      }),
    });
    renderPromotions(<RewardCentre />);
    const cashback = await screen.findByTestId('reward-5');
    expect(cashback.querySelector('.reward-meta')!.textContent).toMatch(/^Cashback · .*2026/);
    expect(cashback.querySelector('.reward-amount')!.textContent).toBe('87.50');
    expect(screen.getByTestId('reward-5-status').textContent).toBe('Paid');
    await act(() => changeLanguage('CN'));
    expect(cashback.querySelector('.reward-meta')!.textContent).toMatch(/^返水 · /);
  });

  it('shows a dash, not 0.00, for an application still waiting for review', async () => {
    stubApi(statusFixture(), undefined, {
      promotionRewards: () => ({
        list: [entry(6, { kind: 'APPLICATION', status: 'APPLIED', amount: 0 }), entry(7, { amount: 0 })],
        totalCount: 2,
        totalPages: 1,
        pageNo: 1,
      }),
    });
    renderPromotions(<RewardCentre />);
    const applied = (await screen.findByTestId('reward-6')).querySelector('.reward-amount')!;
    expect(applied.querySelector('[aria-hidden="true"]')!.textContent).toBe('—');
    expect(applied.textContent).toBe('—Amount set when approved');
    expect(screen.getByTestId('reward-6-status').textContent).toBe('Applied');
    // A paid reward of zero is still an amount.
    expect(screen.getByTestId('reward-7').querySelector('.reward-amount')!.textContent).toBe('0.00');
  });

  it('labels a sign-up bonus with its kind, paid or held for review', async () => {
    stubApi(statusFixture(), undefined, {
      promotionRewards: () => ({
        list: [
          entry(8, { kind: 'SIGN_UP', title: 'Free 88 for new players', amount: 88 }),
          entry(9, { kind: 'SIGN_UP', title: 'Free 88 for new players', amount: 88, status: 'FLAGGED' }),
        ],
        totalCount: 2,
        totalPages: 1,
        pageNo: 1,
      }),
    });
    renderPromotions(<RewardCentre />);
    const paid = await screen.findByTestId('reward-8');
    expect(paid.querySelector('.reward-meta')!.textContent).toMatch(/^Sign-up bonus · .*2026/);
    expect(paid.querySelector('.reward-amount')!.textContent).toBe('88.00');
    expect(screen.getByTestId('reward-8-status').textContent).toBe('Paid');
    expect(screen.getByTestId('reward-9-status').textContent).toBe('Under review');
    await act(() => changeLanguage('CN'));
    expect(paid.querySelector('.reward-meta')!.textContent).toMatch(/^注册红利 · /);
  });

  it('says so when there are none', async () => {
    stubApi(statusFixture(), undefined, {
      promotionRewards: () => ({ list: [], totalCount: 0, totalPages: 1, pageNo: 1 }),
    });
    renderPromotions(<RewardCentre />);
    expect(await screen.findByText('You have no rewards yet. Join a promotion to earn one.')).toBeTruthy();
  });
});
