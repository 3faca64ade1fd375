import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { codeCard, depositCard, detailOf, renderPromotions } from './promotion-fixtures';
import { PromotionDetailPage, promotionIdOf, rulesParagraphs } from './promotion-detail-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const page = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('PromotionDetailPage', () => {
  it('shows the title, the reward table and the rules as plain-text paragraphs', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, {
      promotionDetail: () => detailOf(depositCard(7)),
    });
    renderPromotions(page(), '/promoDetail?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus 7' })).toBeTruthy();
    expect(requestsTo(fetchMock, 'promotionDetail')[0]!.url.searchParams.get('id')).toBe('7');

    const rules = screen.getByTestId('promo-rules');
    const paragraphs = within(rules).getAllByText(/./, { selector: 'p' });
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'First rule.',
      'Second rule,\nwith a line break.',
      '<b>Not HTML</b>',
    ]);
    expect(rules.querySelector('b')).toBeNull();

    const table = screen.getByTestId('promo-reward-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);
    expect(rows).toEqual([
      ['Qualifying deposit', 'First deposit'],
      ['Bonus', '100%'],
      ['Maximum bonus', 'P 1,000.00'],
      ['Minimum deposit', 'P 100.00'],
      ['Turnover before withdrawal', '10× the bonus'],
      ['How often', 'Once'],
    ]);
    // Not joined yet: no progress to show. A visitor's Join opens the login.
    expect(screen.queryByTestId('promo-progress')).toBeNull();
    fireEvent.click(screen.getByTestId('promo-action-7'));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it("shows a member's progress and a bonus code's terms and code box", async () => {
    useSession.getState().login({ token: 'tok-1', isAgent: '0' });
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        detailOf(codeCard(3), {
          rules: '',
          progress: { qualifyingDeposit: null, reward: 500, claimBy: null, joinedAt: Date.UTC(2026, 1, 1) },
        }),
    });
    renderPromotions(page(), '/promoDetail?id=3');
    const progress = await screen.findByTestId('promo-progress');
    expect(progress.textContent).toContain('P 500.00');
    expect(progress.textContent).toContain('Claim by—');
    expect(screen.getByTestId('promo-rules').textContent).toBe('This promotion has no further rules.');
    expect(within(screen.getByTestId('promo-reward-table')).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('promo-action-3'));
    expect(document.activeElement).toBe(screen.getByTestId('bonus-code-input'));
  });

  it('an unknown id shows the not-found state', async () => {
    stubApi(statusFixture(), undefined, { promotionDetail: () => apiFail(404, 'promotion.not.found') });
    renderPromotions(page(), '/promoDetail?id=999');
    expect((await screen.findByTestId('promo-not-found')).textContent).toBe(
      'This promotion does not exist or is no longer available.',
    );
    expect(screen.getByTestId('promo-back').getAttribute('href')).toBe('/promotions');
  });

  it('an address without a usable id shows it too, without a call', async () => {
    const fetchMock = stubApi(statusFixture());
    renderPromotions(page(), '/promoDetail?id=abc');
    expect(screen.getByTestId('promo-not-found')).toBeTruthy();
    await waitFor(() => expect(requestsTo(fetchMock, 'promotionDetail')).toEqual([]));
  });
});

describe('detail helpers', () => {
  it('reads only ids that can name a promotion', () => {
    expect([null, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648'].map(promotionIdOf)).toEqual(
      Array(8).fill(null),
    );
    expect(promotionIdOf('42')).toBe(42);
  });

  it('splits rules at blank lines, with Windows line ends and blank-only lines too', () => {
    expect(rulesParagraphs('a\r\n\r\nb\n  \nc\nd\n\n\n')).toEqual(['a', 'b', 'c\nd']);
  });
});
