import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RgOverview } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { day, historyFixture, limit, overviewFixture, renderRg } from './rg-fixtures';
import { ResponsibleGamingPage } from './rg-page';

const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  rgOverview: () => overviewFixture(),
  rgHistory: () => historyFixture(),
  ...overrides,
});

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => vi.unstubAllGlobals());

describe('ResponsibleGamingPage: limits', () => {
  it('lists every limit with its value, used and left, its reset, and waiting changes', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, routes());
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    const deposit = await screen.findByTestId('rg-limit-DEPOSIT-DAY');
    expect(requestsTo(fetchMock, 'rgOverview')).toHaveLength(1);

    expect(within(deposit).getByRole('heading').textContent).toBe('Daily deposit limit');
    expect(text('rg-limit-DEPOSIT-DAY-value')).toBe('P 100.00');
    expect(text('rg-limit-DEPOSIT-DAY-used')).toBe('P 40.00');
    expect(text('rg-limit-DEPOSIT-DAY-left')).toBe('P 60.00');
    expect(text('rg-limit-DEPOSIT-DAY-resets')).toBe(`Resets ${formatDateTime(day(3, 2))}`);
    const bar = within(deposit).getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('40');
    expect(bar.getAttribute('max')).toBe('100');
    expect(bar.getAttribute('aria-label')).toBe('P 40.00 of P 100.00 used');
    expect(within(deposit).queryByTestId('rg-pending-DEPOSIT-DAY')).toBeNull();

    // A raise and a removal waiting their 24 hours, each with its cancel button.
    expect(text('rg-pending-LOSS-WEEK')).toContain(`Raises to P 500.00 on ${formatDateTime(day(3, 3))}`);
    expect(screen.getByTestId('rg-pending-cancel-LOSS-WEEK').getAttribute('aria-label')).toBe(
      'Cancel change: Weekly net loss limit',
    );
    expect(text('rg-pending-WAGER-MONTH')).toContain(`Removed on ${formatDateTime(day(3, 3))}`);

    // The session limit counts minutes from this login.
    expect(text('rg-limit-SESSION-SESSION-value')).toBe('60 minutes');
    expect(text('rg-limit-SESSION-SESSION-left')).toBe('45 minutes');
    expect(text('rg-limit-SESSION-SESSION-resets')).toBe(
      `Counts from your login at ${formatDateTime(day(3, 1))}`,
    );

    // Limits not set say so; every kind and period has its card.
    expect(text('rg-limit-DEPOSIT-WEEK')).toContain('No limit set');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(text('rg-time-zone')).toBe("Days, weeks and months follow the site's time zone: Asia/Manila.");
    expect(text('rg-limit-note')).toContain('Raising or removing a limit waits 24 hours');
  });

  it('sets a limit with the body the contract asks for, after checking the value', async () => {
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes({ rgOverview: () => overviewFixture({ limits: [] }), rgSetLimit: () => overviewFixture() }),
    );
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    const form = await screen.findByTestId('rg-limit-form');
    const input = within(form).getByLabelText('Amount');
    expect(input.getAttribute('data-testid')).toBe('rg-limit-value-input');
    expect((within(form).getByLabelText('Limit') as HTMLSelectElement).value).toBe('DEPOSIT');
    expect((within(form).getByLabelText('Period') as HTMLSelectElement).value).toBe('DAY');
    expect(within(form).queryByTestId('rg-limit-remove')).toBeNull();

    fireEvent.click(within(form).getByTestId('rg-limit-save'));
    expect(text('rg-limit-value-input-error')).toBe('Please enter a value.');
    type(input, '12.345');
    fireEvent.click(within(form).getByTestId('rg-limit-save'));
    expect(text('rg-limit-value-input-error')).toBe('Enter an amount above 0 with at most 2 decimals.');
    expect(requestsTo(fetchMock, 'rgSetLimit')).toHaveLength(0);

    type(input, '100');
    fireEvent.click(within(form).getByTestId('rg-limit-save'));
    expect((await screen.findByTestId('rg-limit-saved')).textContent).toBe('Saved. Your limit applies now.');
    expect(requestsTo(fetchMock, 'rgSetLimit')[0]!.body).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      value: 100,
    });
    // The answer is the whole overview: the cards show it without a second read.
    expect(text('rg-limit-DEPOSIT-DAY-value')).toBe('P 100.00');
    expect(requestsTo(fetchMock, 'rgOverview')).toHaveLength(1);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('says when a raise applies, removes with value null, and takes session limits in minutes', async () => {
    const raised = overviewFixture({
      limits: [
        limit({ kind: 'DEPOSIT', period: 'DAY', pending: { value: 500, effectiveAt: day(3, 3) } }),
        limit({ kind: 'LOSS', period: 'WEEK', value: 200 }),
      ],
    });
    const fetchMock = stubApi(statusFixture(), undefined, routes({ rgSetLimit: () => raised }));
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    const form = await screen.findByTestId('rg-limit-form');
    type(within(form).getByTestId('rg-limit-value-input'), '500');
    fireEvent.click(within(form).getByTestId('rg-limit-save'));
    expect((await screen.findByTestId('rg-limit-saved')).textContent).toBe(
      `Saved. The higher limit applies on ${formatDateTime(day(3, 3))}.`,
    );
    expect(text('rg-pending-DEPOSIT-DAY')).toContain(`Raises to P 500.00 on ${formatDateTime(day(3, 3))}`);

    // A card's Change button picks its limit in the form; Remove sends null.
    fireEvent.click(screen.getByTestId('rg-limit-edit-LOSS-WEEK'));
    expect((within(form).getByLabelText('Limit') as HTMLSelectElement).value).toBe('LOSS');
    expect((within(form).getByLabelText('Period') as HTMLSelectElement).value).toBe('WEEK');
    fireEvent.click(within(form).getByTestId('rg-limit-remove'));
    await waitFor(() => expect(requestsTo(fetchMock, 'rgSetLimit')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'rgSetLimit')[1]!.body).toEqual({
      kind: 'LOSS',
      period: 'WEEK',
      value: null,
    });

    // Session: no period to choose, whole minutes within the contract's bounds.
    fireEvent.change(within(form).getByLabelText('Limit'), { target: { value: 'SESSION' } });
    expect(within(form).queryByLabelText('Period')).toBeNull();
    const minutes = within(form).getByLabelText('Minutes per session');
    type(minutes, '10');
    fireEvent.click(within(form).getByTestId('rg-limit-save'));
    expect(text('rg-limit-value-input-error')).toBe('Enter whole minutes from 15 to 1440.');
    type(minutes, '90');
    fireEvent.click(within(form).getByTestId('rg-limit-save'));
    await waitFor(() => expect(requestsTo(fetchMock, 'rgSetLimit')).toHaveLength(3));
    expect(requestsTo(fetchMock, 'rgSetLimit')[2]!.body).toEqual({
      kind: 'SESSION',
      period: 'SESSION',
      value: 90,
    });
  });

  it('cancels a waiting change, and says when there was none left', async () => {
    let answer: () => RgOverview | Response = () => overviewFixture({ limits: [] });
    const fetchMock = stubApi(statusFixture(), undefined, routes({ rgCancelPending: () => answer() }));
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    fireEvent.click(await screen.findByTestId('rg-pending-cancel-LOSS-WEEK'));
    await waitFor(() => expect(screen.queryByTestId('rg-pending-LOSS-WEEK')).toBeNull());
    expect(requestsTo(fetchMock, 'rgCancelPending')[0]!.body).toEqual({ kind: 'LOSS', period: 'WEEK' });

    answer = () => apiFail(404, 'rg.nothing.pending');
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    const second = await screen.findAllByTestId('rg-pending-cancel-WAGER-MONTH');
    fireEvent.click(second.at(-1)!);
    expect((await screen.findByTestId('rg-cancel-error')).textContent).toBe(
      'There is no waiting change of this limit to cancel.',
    );
  });
});

describe('ResponsibleGamingPage: reality check and help', () => {
  it('saves the reality-check interval and links the help organisations in a new tab', async () => {
    const fetchMock = stubApi(
      statusFixture(),
      undefined,
      routes({ rgRealityCheck: ({ body }) => overviewFixture({ realityCheckMinutes: body.minutes }) }),
    );
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    const select = (await screen.findByLabelText('Remind me every')) as HTMLSelectElement;
    expect(select.getAttribute('data-testid')).toBe('rg-reality-select');
    expect(select.value).toBe('60');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '90 minutes',
      '120 minutes',
    ]);
    fireEvent.change(select, { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('rg-reality-save'));
    expect((await screen.findByTestId('rg-reality-saved')).textContent).toBe(
      'Saved. You will be reminded every 30 minutes.',
    );
    expect(requestsTo(fetchMock, 'rgRealityCheck')[0]!.body).toEqual({ minutes: 30 });

    const help = screen.getByTestId('rg-help');
    const links = within(help).getAllByRole('link');
    // Only web addresses become links.
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://www.gamblersanonymous.org');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.textContent).toBe('Gamblers Anonymous (opens in a new tab)');
  });

  it('shows the failure with a retry when the overview cannot be read', async () => {
    stubApi(statusFixture(), undefined, routes({ rgOverview: () => apiFail(503, 'system.busy') }));
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    expect((await screen.findByTestId('rg-error')).textContent).toContain(
      'The system is busy. Please try again shortly.',
    );
  });
});

describe('ResponsibleGamingPage: account history', () => {
  it('reads the history with the overview and shows it after the break, before the help', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, routes());
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    // Both calls start at once: the history does not wait for the overview.
    await waitFor(() => expect(requestsTo(fetchMock, 'rgHistory')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'rgOverview')).toHaveLength(1);
    await screen.findByRole('table');
    const order = ['rg-limits', 'rg-exclude', 'rg-history', 'rg-help'].map((id) => screen.getByTestId(id));
    for (const [index, section] of order.slice(1).entries())
      expect(order[index]!.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByTestId('rg-history')).getAllByRole('rowheader')).toHaveLength(12);
  });

  it('shows the rest of the page while the history loads, and when it fails', async () => {
    let release: (answer: Response) => void = () => undefined;
    stubApi(
      statusFixture(),
      undefined,
      routes({ rgHistory: () => new Promise<Response>((resolve) => (release = resolve)) }),
    );
    renderRg(<ResponsibleGamingPage currencySymbol="P" />);
    expect(await screen.findByTestId('rg-limit-DEPOSIT-DAY')).toBeTruthy();
    expect(within(screen.getByTestId('rg-history')).getByRole('status')).toBeTruthy();
    expect(screen.getByTestId('rg-help')).toBeTruthy();

    release(apiFail(503, 'system.busy'));
    expect((await screen.findByTestId('rg-history-error')).textContent).toContain(
      'The system is busy. Please try again shortly.',
    );
    expect(screen.queryByTestId('rg-error')).toBeNull();
    expect(screen.getByTestId('rg-limits')).toBeTruthy();
  });
});
