import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VipProgressResponse } from '@bet/contracts/vip/vip';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { formatDay } from '../lib/vip-format';
import { day, progressFixture, renderVip } from './vip-fixtures';
import { VipRankCard } from './vip-rank-card';

const onNavigate = vi.fn();

beforeEach(async () => {
  await changeLanguage('EN');
  onNavigate.mockClear();
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => vi.unstubAllGlobals());

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the player rank card', () => {
  it('shows the level, the bars to the next level and the link to every level', async () => {
    let answer!: (value: VipProgressResponse) => void;
    const fetchMock = stubApi(statusFixture(), undefined, {
      vipProgress: () => new Promise((resolve) => (answer = resolve)),
    });
    renderVip(<VipRankCard currencySymbol="P" onNavigate={onNavigate} />, '/');
    const card = screen.getByTestId('vip-rank-card');
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelector('.vip-rank-crest-skeleton')).not.toBeNull();
    expect(card.querySelectorAll('.vip-bar')).toHaveLength(2);

    await act(async () => answer(progressFixture()));
    await waitFor(() => expect(card.getAttribute('aria-busy')).toBeNull());
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('My VIP level');
    expect(text('vip-rank-name')).toBe('VIP3');
    expect(card.textContent).toContain(`Since ${formatDay(day(2, 14))}`);
    expect(text('vip-rank-next-title')).toBe('To reach VIP4');
    const bars = within(card).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      'P 32,500 of P 50,000',
      'P 310,000 of P 300,000',
    ]);
    expect(screen.queryByTestId('vip-below')).toBeNull();
    // The rank card needs no levels table.
    expect(requestsTo(fetchMock, 'vipLevels')).toHaveLength(0);

    const link = within(card).getByRole('link', { name: 'See all VIP levels' });
    expect(link.getAttribute('href')).toBe('/vip');
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(text('address')).toBe('/vip');
  });

  it('warns a player below their level, and says when the top is reached', async () => {
    stubApi(statusFixture(), undefined, {
      vipProgress: () =>
        progressFixture({
          level: 5,
          name: 'VIP5',
          next: null,
          below: { since: day(3, 1), relegationAt: day(3, 8) },
        }),
    });
    renderVip(<VipRankCard currencySymbol="P" />, '/');
    expect((await screen.findByTestId('vip-rank-top')).textContent).toContain('Top level reached');
    expect(text('vip-below-text')).toBe(
      `Your figures are below VIP5's; keep them up or you move down on ${formatDay(day(3, 8))}.`,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all VIP levels' })).toBeTruthy();
  });
});
