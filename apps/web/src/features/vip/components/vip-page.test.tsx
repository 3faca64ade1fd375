import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VipLevelsResponse, VipProgressResponse } from '@bet/contracts/vip/vip';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { formatDay } from '../lib/vip-format';
import { day, levelsFixture, progressFixture, renderVip } from './vip-fixtures';
import { VipPage } from './vip-page';

const onLogin = vi.fn();
const page = () => <VipPage currencySymbol="P" onLogin={onLogin} />;

beforeEach(async () => {
  await changeLanguage('EN');
  onLogin.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const member = () => useSession.getState().login({ token: 'tok-1', isAgent: '0' });

const routes = (
  progress: () => VipProgressResponse | Response = () => progressFixture(),
  levels: () => VipLevelsResponse | Response = () => levelsFixture(),
): StubRoutes => ({ vipLevels: levels, vipProgress: progress });

const text = (testId: string) => screen.getByTestId(testId).textContent;
const row = (level: number) => screen.getByTestId(`vip-level-${level}`);
const cell = (level: number, column: string) => text(`vip-level-${level}-${column}`);
/** A "how it works" item's text (without its step number, drawn for the eye only). */
const how = (key: string) => screen.getByTestId(`vip-how-${key}`).querySelector('.vip-how-text')!.textContent;

describe('the levels table', () => {
  it('shows same-sized skeleton rows, then every level with all its benefits, to a visitor', async () => {
    let answer!: (value: VipLevelsResponse) => void;
    const fetchMock = stubApi(statusFixture(), undefined, {
      ...routes(),
      vipLevels: () => new Promise((resolve) => (answer = resolve)),
    });
    renderVip(page());
    const loading = screen.getByTestId('vip-levels-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelectorAll('tbody tr')).toHaveLength(6);
    // The same columns as the table, each with its box.
    expect(loading.querySelectorAll('tbody tr:first-child > *')).toHaveLength(9);
    expect(loading.querySelector('.vip-level-crest-skeleton')).not.toBeNull();

    await act(async () => answer(levelsFixture()));
    const table = await screen.findByTestId('vip-levels');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Level',
      'Deposits needed',
      'Valid bets needed',
      'Upgrade bonus',
      'Monthly bonus',
      'Birthday bonus',
      'Daily rebate',
      'Daily withdrawal limit',
      'VIP service',
    ]);
    expect([0, 1, 2, 3, 4, 5].map((n) => text(`vip-level-${n}-name`))).toEqual([
      'VIP0',
      'VIP1',
      'VIP2',
      'VIP3',
      'VIP4',
      'VIP5',
    ]);
    const columns = [
      'deposit',
      'bet',
      'upgradeBonus',
      'monthlyBonus',
      'birthdayBonus',
      'rebate',
      'withdrawLimit',
      'service',
    ];
    expect(columns.map((column) => cell(1, column))).toEqual([
      'P 1,000',
      'P 5,000',
      'P 18',
      'P 8',
      'P 18',
      '0.3%',
      'Standard',
      'No',
    ]);
    expect(columns.map((column) => cell(5, column))).toEqual([
      'P 150,000',
      'P 1,000,000',
      'P 888',
      'P 288',
      'P 388',
      '0.8%',
      'P 1,000,000',
      'Yes',
    ]);
    expect(cell(3, 'withdrawLimit')).toBe('P 200,000');
    // A benefit the level does not give: a dash, read as "None".
    expect(columns.map((column) => cell(0, column))).toEqual([
      'P 0',
      'P 0',
      '—None',
      '—None',
      '—None',
      '—None',
      'Standard',
      'No',
    ]);
    // On a phone each value has its label.
    expect(screen.getByTestId('vip-level-4-rebate').getAttribute('data-label')).toBe('Daily rebate');
    // A visitor has no row of their own.
    expect(table.querySelector('[aria-current]')).toBeNull();
    expect(text('page-vip')).toContain('Deposits and valid bets needed over the last 30 days');

    // How it works, with the merchant's figures.
    expect(how('period')).toContain('over the last 30 days');
    expect(how('grace')).toContain('you keep it for 7 more days');
    expect(how('upgrade')).toBe(
      "Each level's upgrade bonus is paid once, the first time you reach that level.",
    );
    expect(how('service')).toBe('From VIP5 up you get VIP customer service instead of live chat.');
    expect(requestsTo(fetchMock, 'vipLevels')).toHaveLength(1);
  });

  it('writes amounts and rebates in the page language (Indonesian separators)', async () => {
    stubApi(statusFixture(), undefined, routes());
    await changeLanguage('ID');
    renderVip(page());
    await screen.findByTestId('vip-levels');
    expect(cell(5, 'bet')).toBe('P 1.000.000');
    expect(cell(3, 'rebate')).toBe('0,5%');
    expect(cell(1, 'withdrawLimit')).toBe('Standar');
  });

  it('offers a retry when the levels fail', async () => {
    let fail = true;
    stubApi(statusFixture(), undefined, {
      vipLevels: () => (fail ? apiFail(500, 'system.error') : levelsFixture()),
    });
    renderVip(page());
    const problem = await screen.findByTestId('vip-levels-error');
    fail = false;
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-levels')).toBeTruthy();
  });
});

describe('a visitor', () => {
  it('gets the login prompt in place of the level card, and no progress call', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, routes());
    renderVip(page());
    const guest = screen.getByTestId('vip-guest');
    expect(within(guest).getByRole('heading', { level: 2 }).textContent).toBe('Join the VIP club');
    fireEvent.click(screen.getByTestId('vip-guest-login'));
    expect(onLogin).toHaveBeenCalledTimes(1);
    await screen.findByTestId('vip-levels');
    expect(screen.queryByTestId('vip-status')).toBeNull();
    expect(screen.queryByTestId('vip-history')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(requestsTo(fetchMock, 'vipProgress')).toHaveLength(0);
  });

  it('has the page heading, the crest art and a link back home', async () => {
    stubApi(statusFixture(), undefined, routes());
    renderVip(page());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('VIP Club');
    const crest = screen.getByTestId('page-vip').querySelector('.vip-hero svg.vip-crest')!;
    expect(crest.getAttribute('aria-hidden')).toBe('true');
    const home = screen.getByTestId('vip-home');
    expect(home.getAttribute('href')).toBe('/');
    expect(home.textContent).toBe('Back to the home page');
    fireEvent.click(home);
    expect(text('address')).toBe('/');
    await screen.findByTestId('vip-levels');
  });
});

describe('a player', () => {
  it('sees a same-sized skeleton, then their level card with the bars to the next level', async () => {
    member();
    let answer!: (value: VipProgressResponse) => void;
    const fetchMock = stubApi(statusFixture(), undefined, {
      ...routes(),
      vipProgress: () => new Promise((resolve) => (answer = resolve)),
    });
    renderVip(page());
    const loading = screen.getByTestId('vip-status-loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.querySelector('.vip-status-crest-skeleton')).not.toBeNull();
    expect(loading.querySelectorAll('.vip-bar')).toHaveLength(2);

    await act(async () => answer(progressFixture()));
    const card = await screen.findByTestId('vip-status');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('My VIP level');
    expect(text('vip-status-name')).toBe('VIP3');
    expect(text('vip-status-since')).toBe(`Since ${formatDay(day(2, 14))}`);
    expect(screen.queryByTestId('vip-status-service')).toBeNull();
    expect(screen.queryByTestId('vip-below')).toBeNull();
    expect(text('vip-status-next-title')).toBe('To reach VIP4');
    expect(text('vip-status-next')).toContain('Over the last 30 days');

    const [deposits, bets] = within(card).getAllByRole('progressbar');
    expect(deposits!.getAttribute('aria-valuemin')).toBe('0');
    expect(deposits!.getAttribute('aria-valuemax')).toBe('50000');
    expect(deposits!.getAttribute('aria-valuenow')).toBe('32500');
    expect(deposits!.getAttribute('aria-valuetext')).toBe('P 32,500 of P 50,000');
    expect(text('vip-status-deposits-text')).toBe('P 32,500 of P 50,000');
    expect(text('vip-status-deposits-left')).toBe('P 17,500 to go');
    expect(deposits!.getAttribute('aria-labelledby')).toBe(
      within(screen.getByTestId('vip-status-deposits')).getByText('Deposits').id,
    );
    // Valid bets already past the level's figure: full, with a tick.
    expect(bets!.getAttribute('aria-valuemax')).toBe('300000');
    expect(bets!.getAttribute('aria-valuenow')).toBe('300000');
    expect(text('vip-status-bets-text')).toBe('P 310,000 of P 300,000');
    expect(text('vip-status-bets-left')).toBe('Reached');
    expect((screen.getByTestId('vip-status-bets-bar').firstElementChild as HTMLElement).style.transform).toBe(
      'scaleX(1)',
    );
    expect(
      (screen.getByTestId('vip-status-deposits-bar').firstElementChild as HTMLElement).style.transform,
    ).toBe('scaleX(0.65)');

    // Their row of the table is marked.
    await screen.findByTestId('vip-levels');
    expect(row(3).getAttribute('aria-current')).toBe('true');
    expect(within(row(3)).getByText('Your level')).toBeTruthy();
    expect(screen.getByTestId('vip-levels').querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.queryByTestId('vip-guest')).toBeNull();
    expect(requestsTo(fetchMock, 'vipProgress')).toHaveLength(1);
    // The hero's crest is theirs.
    expect(
      screen.getByTestId('page-vip').querySelector('.vip-hero svg.vip-crest')!.getAttribute('data-level'),
    ).toBe('3');
  });

  it('lists the history of their level: date, from and to, reason, bonus paid', async () => {
    member();
    stubApi(statusFixture(), undefined, routes());
    renderVip(page());
    const history = await screen.findByTestId('vip-history');
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Change', 'Reason', 'Bonus paid']);
    await screen.findByTestId('vip-levels');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(text('vip-history-0-date')).toBe(formatDay(day(2, 14)));
    expect(text('vip-history-0-change')).toBe('VIP2 → VIP3');
    expect(within(rows[0]!).getByText('From VIP2 to VIP3')).toBeTruthy();
    expect(rows.map((r) => r.querySelector('[data-reason]')!.textContent)).toEqual([
      'Promoted',
      'Set by the site',
      'Promoted',
    ]);
    expect(text('vip-history-0-bonus')).toBe('+P 188');
    expect(text('vip-history-1-bonus')).toBe('—None');
    expect(text('vip-history-2-change')).toBe('VIP1 → VIP3');
  });

  it('says when the level has not changed yet', async () => {
    member();
    stubApi(
      statusFixture(),
      undefined,
      routes(() => progressFixture({ history: [], since: null })),
    );
    renderVip(page());
    expect(await screen.findByText('Your level has not changed yet.')).toBeTruthy();
    expect(text('vip-status-since')).toBe('Your starting level');
  });

  it('at the top level: "Top level reached", their figures, no bars, VIP customer service', async () => {
    member();
    stubApi(
      statusFixture(),
      undefined,
      routes(() =>
        progressFixture({ level: 5, name: 'VIP5', deposits: 182000, validBets: 1250000, next: null }),
      ),
    );
    renderVip(page());
    const card = await screen.findByTestId('vip-status');
    expect(text('vip-status-top')).toContain('Top level reached');
    expect(text('vip-status-top-deposits')).toBe('P 182,000');
    expect(text('vip-status-top-bets')).toBe('P 1,250,000');
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(text('vip-status-service')).toBe('VIP customer service');
    await screen.findByTestId('vip-levels');
    expect(row(5).getAttribute('aria-current')).toBe('true');
  });

  it('below their level: the warning with the day they move down', async () => {
    member();
    const relegationAt = day(3, 20);
    stubApi(
      statusFixture(),
      undefined,
      routes(() => progressFixture({ deposits: 12000, below: { since: day(3, 13), relegationAt } })),
    );
    renderVip(page());
    const banner = await screen.findByTestId('vip-below');
    expect(text('vip-below-text')).toBe(
      `Your figures are below VIP3's; keep them up or you move down on ${formatDay(relegationAt)}.`,
    );
    expect(formatDay(relegationAt)).toBe('Mar 20, 2026');
    expect(banner.textContent).toContain('Keep your level.');
    // The bars are still there: the way up is the way to stay.
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
  });

  it('keeps the page usable when the progress fails: a retry in the card', async () => {
    member();
    let fail = true;
    stubApi(
      statusFixture(),
      undefined,
      routes(() => (fail ? apiFail(500, 'system.error') : progressFixture())),
    );
    renderVip(page());
    const card = await screen.findByTestId('vip-status');
    expect(within(card).getByRole('alert')).toBeTruthy();
    expect(screen.queryByTestId('vip-history')).toBeNull();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vip-status-name')).toBeTruthy();
  });
});
