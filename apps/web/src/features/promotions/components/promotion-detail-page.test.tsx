import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { cashbackCard, codeCard, depositCard, detailOf, renderPromotions } from './promotion-fixtures';
import { PromotionDetailPage, promotionIdOf, rulesParagraphs } from './promotion-detail-page';

const onLogin = vi.fn();
const onDeposit = vi.fn();
const page = () => <PromotionDetailPage currencySymbol="P" onLogin={onLogin} onDeposit={onDeposit} />;

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const noProgress = {
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

/** A table's rows, or a list's terms, as [label, value] pairs. */
const termsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [row.querySelector('th')!.textContent, row.querySelector('td')!.textContent]);
const figuresOf = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]);

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
          progress: {
            qualifyingDeposit: null,
            reward: 500,
            claimBy: null,
            joinedAt: Date.UTC(2026, 1, 1),
            cashback: null,
            application: null,
            signUp: null,
            wheel: null,
            rain: null,
            raffle: null,
          },
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

  it("a cashback's terms, and this week's net loss, cashback and pay time without a join", async () => {
    useSession.getState().login({ token: 'tok-1', isAgent: '0' });
    const paysAt = Date.UTC(2026, 2, 9, 0, 5);
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        detailOf(cashbackCard(5), {
          progress: { ...noProgress, cashback: { basis: 2500.5, reward: 250.05, paysAt } },
        }),
    });
    renderPromotions(page(), '/promoDetail?id=5');
    const panel = await screen.findByTestId('promo-cashback');
    expect(termsOf(screen.getByTestId('promo-reward-table'))).toEqual([
      ['Based on', 'Net loss'],
      ['Games', 'All games'],
      ['Rate', '10%'],
      ['Maximum per week', 'P 1,000.00'],
      ['Minimum net loss', 'P 500.00'],
      ['Turnover before withdrawal', 'None'],
      ['Paid', 'Automatically, to your balance'],
      ['How often', 'Weekly'],
    ]);
    expect(figuresOf(panel)).toEqual([
      ['Net loss this week so far', 'P 2,500.50'],
      ['Cashback at this rate', 'P 250.05'],
      ['Paid on', formatDateTime(paysAt)],
    ]);
    expect(formatDateTime(paysAt)).toMatch(/2026/);
    // Above the minimum: no "short" note. Taking part without a join: no join time, no Join.
    expect(screen.queryByTestId('promo-cashback-short')).toBeNull();
    expect(screen.queryByTestId('promo-progress')).toBeNull();
    expect(screen.getByTestId('promo-detail').dataset.state).toBe('JOINED');
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect((screen.getByTestId('promo-action-5') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a daily rebate below its minimum says how much more is needed', async () => {
    useSession.getState().login({ token: 'tok-1', isAgent: '0' });
    const reward = { basis: 'VALID_BET', category: 'LIVE', percent: 0.8, cap: 500, minimum: 1000 } as const;
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        detailOf(
          cashbackCard(6, {
            repeat: 'DAILY',
            reward: { kind: 'CASHBACK', ...reward, turnoverMultiple: 1 },
          }),
          {
            progress: {
              ...noProgress,
              joinedAt: Date.UTC(2026, 2, 1),
              cashback: { basis: 199.99, reward: 0, paysAt: Date.UTC(2026, 2, 2, 0, 5) },
            },
          },
        ),
    });
    renderPromotions(page(), '/promoDetail?id=6');
    const panel = await screen.findByTestId('promo-cashback');
    expect(termsOf(screen.getByTestId('promo-reward-table'))).toEqual([
      ['Based on', 'Valid bet'],
      ['Games', 'Live Casino'],
      ['Rate', '0.8%'],
      ['Maximum per day', 'P 500.00'],
      ['Minimum valid bet', 'P 1,000.00'],
      ['Turnover before withdrawal', '1× the cashback'],
      ['Paid', 'Automatically, to your balance'],
      ['How often', 'Daily'],
    ]);
    expect(figuresOf(panel).slice(0, 2)).toEqual([
      ['Valid bet today so far', 'P 199.99'],
      ['Cashback at this rate', 'P 0.00'],
    ]);
    expect(screen.getByTestId('promo-cashback-short').textContent).toBe(
      'The rebate is paid on a valid bet of P 1,000.00 or more: bet P 800.01 more to reach it.',
    );
    expect(figuresOf(screen.getByTestId('promo-progress'))).toEqual([
      ['Joined', formatDateTime(Date.UTC(2026, 2, 1))],
    ]);
  });

  it('a net loss period the player is ahead in shows no loss, and the whole minimum still to go', async () => {
    stubApi(statusFixture(), undefined, {
      promotionDetail: () =>
        detailOf(cashbackCard(7), {
          progress: { ...noProgress, cashback: { basis: -120, reward: 0, paysAt: Date.UTC(2026, 2, 9) } },
        }),
    });
    renderPromotions(page(), '/promoDetail?id=7');
    const panel = await screen.findByTestId('promo-cashback');
    expect(figuresOf(panel)[0]).toEqual(['Net loss this week so far', 'P 0.00']);
    expect(screen.getByTestId('promo-cashback-short').textContent).toBe(
      'Cashback is paid on a net loss of P 500.00 or more: P 500.00 below that so far.',
    );
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
