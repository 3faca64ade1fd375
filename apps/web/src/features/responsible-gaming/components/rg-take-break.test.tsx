import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExclusionView } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { changeLanguage } from '@/shared/i18n/i18n';
import { formatDateTime } from '@/shared/lib/money';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { useExclusionDone } from '../model/exclusion-done-store';
import { ExclusionDoneHost } from './exclusion-done-host';
import { day, overviewFixture, renderRg } from './rg-fixtures';
import { ResponsibleGamingPage } from './rg-page';

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const view = (overrides: Partial<ExclusionView> = {}): ExclusionView => ({
  kind: 'SELF_EXCLUSION',
  period: '6M',
  startsAt: day(3, 1),
  endsAt: day(9, 1),
  awaitingReturn: false,
  returnAt: null,
  ...overrides,
});

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  rgOverview: () => overviewFixture(),
  rgExclude: ({ body }) => view({ kind: body.kind, period: body.period }),
  ...overrides,
});

const onExcluded = vi.fn();
const page = () => (
  <>
    <ResponsibleGamingPage currencySymbol="P" onExcluded={onExcluded} />
    <ExclusionDoneHost />
  </>
);

beforeEach(async () => {
  await changeLanguage('EN');
  onExcluded.mockClear();
  useExclusionDone.getState().close();
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky' });
});
afterEach(() => vi.unstubAllGlobals());

describe('take a break', () => {
  it('offers the time-out and self-exclusion periods of the contract', async () => {
    stubApi(statusFixture(), undefined, routes());
    renderRg(page());
    const section = await screen.findByTestId('rg-exclude');
    const periods = () =>
      within(section)
        .getAllByRole('radio')
        .filter((r) => r.getAttribute('data-testid')!.startsWith('rg-exclude-period-'))
        .map((r) => r.getAttribute('value'));
    expect((screen.getByTestId('rg-exclude-kind-TIME_OUT') as HTMLInputElement).checked).toBe(true);
    expect(periods()).toEqual(['24H', '7D', '30D', '6W']);
    expect(within(section).getByLabelText('24 hours')).toBe(screen.getByTestId('rg-exclude-period-24H'));
    fireEvent.click(screen.getByTestId('rg-exclude-kind-SELF_EXCLUSION'));
    expect(periods()).toEqual(['6M', '1Y', '5Y', 'PERMANENT']);
    expect((screen.getByTestId('rg-exclude-period-6M') as HTMLInputElement).checked).toBe(true);

    // The second step states plainly that it is final, and can still be left.
    fireEvent.click(screen.getByTestId('rg-exclude-period-PERMANENT'));
    fireEvent.click(screen.getByTestId('rg-exclude-start'));
    const dialog = await screen.findByTestId('rg-exclude-dialog');
    expect(within(dialog).getByTestId('rg-exclude-statement').textContent).toBe(
      'You are self-excluding permanently. It cannot be undone: this account stays closed to play.',
    );
    fireEvent.click(within(dialog).getByTestId('rg-exclude-cancel'));
    expect(screen.queryByTestId('rg-exclude-dialog')).toBeNull();
  });

  it('self-excludes after the confirmation step and the password, then logs out and shows the end', async () => {
    const fetchMock = stubApi(statusFixture(), undefined, routes());
    renderRg(page());
    fireEvent.click(await screen.findByTestId('rg-exclude-kind-SELF_EXCLUSION'));
    fireEvent.click(screen.getByTestId('rg-exclude-period-6M'));
    // Nothing is sent before the confirmation step.
    fireEvent.click(screen.getByTestId('rg-exclude-start'));
    const dialog = await screen.findByTestId('rg-exclude-dialog');
    expect(within(dialog).getByTestId('rg-exclude-statement').textContent).toMatch(
      /^You are self-excluding for 6 months, until .+\. It cannot be undone or shortened before it ends\.$/,
    );
    expect(dialog.textContent).toContain('You will be logged out at once on every device');

    // The password is required.
    fireEvent.click(within(dialog).getByTestId('rg-exclude-confirm'));
    expect(within(dialog).getByTestId('rg-exclude-password-error').textContent).toBe(
      'Please enter your login password to confirm.',
    );
    expect(requestsTo(fetchMock, 'rgExclude')).toHaveLength(0);

    const password = within(dialog).getByLabelText(/Your login password/);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    type(password, 'Demo12345');
    fireEvent.click(within(dialog).getByTestId('rg-exclude-confirm'));

    const done = await screen.findByTestId('rg-exclude-done');
    expect(requestsTo(fetchMock, 'rgExclude')[0]!.body).toEqual({
      kind: 'SELF_EXCLUSION',
      period: '6M',
      password: 'Demo12345',
    });
    expect(within(done).getByTestId('rg-exclude-done-end').textContent).toBe(
      `It ends on ${formatDateTime(day(9, 1))}.`,
    );
    expect(done.textContent).toContain('You have been logged out on every device.');
    // Logged out here too, as a logout leaves it; src/app is told to close what it composed.
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().nickname).toBeNull();
    expect(onExcluded).toHaveBeenCalledWith(view());

    fireEvent.click(within(done).getByTestId('rg-exclude-done-ok'));
    expect(screen.queryByTestId('rg-exclude-done')).toBeNull();
  });

  it('says a permanent exclusion has no end, and keeps the session when the password is wrong', async () => {
    let answer: () => ExclusionView | Response = () => apiFail(400, 'incorrect.username.or.password');
    stubApi(statusFixture(), undefined, routes({ rgExclude: () => answer() }));
    renderRg(page());
    fireEvent.click(await screen.findByTestId('rg-exclude-kind-SELF_EXCLUSION'));
    fireEvent.click(screen.getByTestId('rg-exclude-period-PERMANENT'));
    fireEvent.click(screen.getByTestId('rg-exclude-start'));
    const dialog = await screen.findByTestId('rg-exclude-dialog');
    type(within(dialog).getByTestId('rg-exclude-password'), 'wrong');
    fireEvent.click(within(dialog).getByTestId('rg-exclude-confirm'));
    expect((await within(dialog).findByTestId('rg-exclude-error')).textContent).toBe(
      'The password is not right.',
    );
    expect(useSession.getState().token).toBe('tok-1');
    expect(onExcluded).not.toHaveBeenCalled();

    answer = () => view({ period: 'PERMANENT', endsAt: null });
    fireEvent.click(within(dialog).getByTestId('rg-exclude-confirm'));
    const done = await screen.findByTestId('rg-exclude-done');
    expect(within(done).getByTestId('rg-exclude-done-end').textContent).toBe('It is permanent.');
    await waitFor(() => expect(useSession.getState().token).toBeNull());
  });
});
