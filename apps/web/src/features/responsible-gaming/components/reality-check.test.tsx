import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RgSession } from '@bet/contracts/responsible-gaming/responsible-gaming';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { overviewFixture, renderRg } from './rg-fixtures';
import { RealityCheckHost } from './reality-check-host';
import { ResponsibleGamingPage } from './rg-page';

const MINUTE = 60_000;
/** The login: the page opens 25 minutes into the session. */
const STARTED = Date.UTC(2026, 2, 1, 12);

const session = (overrides: Partial<RgSession> = {}): RgSession => ({
  startedAt: STARTED,
  minutes: 25,
  staked: 0,
  net: 0,
  bets: 0,
  realityCheckMinutes: 30,
  ...overrides,
});

const onLogout = vi.fn();
const onOpenRecord = vi.fn();
const host = () => <RealityCheckHost currencySymbol="P" onLogout={onLogout} onOpenRecord={onOpenRecord} />;
const text = (testId: string) => screen.getByTestId(testId).textContent;
/** Moves the clock on, running the timers due and the answers they wait for. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The first read answers the session's start; the ones when a check is due, the figures then. */
function stubSession(answers: (RgSession | Response)[], overrides: StubRoutes = {}) {
  let read = 0;
  return stubApi(statusFixture(), undefined, {
    rgSession: () => answers[Math.min(read++, answers.length - 1)]!,
    ...overrides,
  });
}

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: STARTED + 25 * MINUTE });
  await changeLanguage('EN');
  onLogout.mockClear();
  onOpenRecord.mockClear();
  useSession.getState().login({ token: 'tok-1', isAgent: '0' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the reality check', () => {
  it('opens at the interval counted from the login, with the figures read when it is due', async () => {
    const fetchMock = stubSession([
      session(),
      session({ minutes: 65, bets: 12, staked: 1234.5, net: -200.25, realityCheckMinutes: 30 }),
    ]);
    const frame = document.body.appendChild(document.createElement('iframe'));
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    renderRg(host());
    await pass(0);
    expect(requestsTo(fetchMock, 'rgSession')).toHaveLength(1);

    // 30 minutes after the login, 5 after the page opened (not 30 after it).
    await pass(4 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await pass(MINUTE);
    const dialog = await screen.findByTestId('reality-check');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(requestsTo(fetchMock, 'rgSession')).toHaveLength(2);
    expect(within(dialog).getByRole('heading').textContent).toBe('Reality check');
    expect(text('reality-check-minutes')).toBe('You have been playing for 1 hour and 5 minutes.');
    expect(text('reality-check-bets')).toBe('12');
    expect(text('reality-check-staked')).toBe('P 1,234.50');
    expect(text('reality-check-net')).toBe('P -200.25');
    // Over a game: house games are told to pause, and to go on when it closes.
    expect(posted).toHaveBeenCalledWith({ type: 'rg-reality-check', open: true }, '*');
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(posted).toHaveBeenLastCalledWith({ type: 'rg-reality-check', open: false }, '*');
    frame.remove();
  });

  it('Continue waits one interval for the next check; Escape continues too', async () => {
    const fetchMock = stubSession([session(), session({ minutes: 30 }), session({ minutes: 60 })]);
    renderRg(host());
    await pass(5 * MINUTE);
    expect(text('reality-check-minutes')).toBe('You have been playing for 30 minutes.');
    await pass(MINUTE);
    fireEvent.click(screen.getByTestId('reality-check-continue'));

    await pass(28 * MINUTE);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await pass(MINUTE);
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(text('reality-check-minutes')).toBe('You have been playing for 1 hour.');
    expect(requestsTo(fetchMock, 'rgSession')).toHaveLength(3);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out, or opens the account record, closing the check', async () => {
    stubSession([session()]);
    renderRg(host());
    await pass(5 * MINUTE);
    fireEvent.click(await screen.findByTestId('reality-check-logout'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('reality-check')).toBeNull();

    await pass(30 * MINUTE);
    expect(text('reality-check-record')).toBe('View my account record');
    fireEvent.click(screen.getByTestId('reality-check-record'));
    expect(onOpenRecord).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('counts the minutes itself when the figures cannot be read', async () => {
    stubSession([session(), apiFail(503, 'system.busy')]);
    renderRg(<RealityCheckHost currencySymbol="P" onLogout={onLogout} />);
    await pass(5 * MINUTE);
    expect(text('reality-check-minutes')).toBe('You have been playing for 30 minutes.');
    expect(screen.getByTestId('reality-check-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('reality-check-staked')).toBeNull();
    // No member centre on this page: no link to it.
    expect(screen.queryByTestId('reality-check-record')).toBeNull();
  });

  it('moves to a new interval chosen in the member centre at once', async () => {
    const fetchMock = stubSession([session({ realityCheckMinutes: 60 })], {
      rgOverview: () => overviewFixture({ realityCheckMinutes: 60 }),
      rgRealityCheck: ({ body }) => overviewFixture({ realityCheckMinutes: body.minutes }),
    });
    renderRg(
      <>
        <ResponsibleGamingPage currencySymbol="P" />
        {host()}
      </>,
    );
    fireEvent.change(await screen.findByTestId('rg-reality-select'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('rg-reality-save'));
    await screen.findByTestId('rg-reality-saved');
    // Every 15 minutes from the login: the next is 30 minutes in, 5 from now (not 60 in).
    await pass(5 * MINUTE);
    expect(await screen.findByTestId('reality-check')).toBeTruthy();
    expect(requestsTo(fetchMock, 'rgSession')).toHaveLength(2);
  });
});
