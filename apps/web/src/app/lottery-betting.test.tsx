import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotterySessionResponse } from '@bet/contracts/lottery/bets';
import { leaveGame } from '@/features/games/model/auto-transfer';
import { GAME_LAUNCH_IDLE, useGameLaunch } from '@/features/games/model/launch-store';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';

const slow = { timeout: 5000 };

/** The house lottery answers in its own envelope. */
const lotteryOk = (value: unknown) => new Response(JSON.stringify({ ok: true, value }));
const lotteryFail = (status: number, error: string) =>
  new Response(JSON.stringify({ ok: false, error }), { status });

const now = Date.now();
const openDraw = (game: string, issue: string) => ({
  game,
  issue,
  status: 'OPEN',
  closeAt: now + 45_000,
  drawAt: now + 55_000,
  commit: 'c0ffee',
  seed: null,
  result: null,
  source: 'HOUSE',
});
const nextAnswer = {
  draws: [openDraw('FASTDICE', '202611250001'), openDraw('VN_NORTH', '20261125')],
  serverTime: now,
};

const session = (balance: number): LotterySessionResponse => ({
  demo: false,
  balance,
  games: [
    {
      code: 'FASTDICE',
      group: 'ELOTT',
      name: 'Fast Dice',
      layout: [{ tier: 'DICE', count: 3, digits: 1 }],
      defaultPlayType: 'SUM',
      closeSeconds: 10,
      playTypes: [
        {
          code: 'SUM',
          shape: { kind: 'choice', options: ['4', '10', '11', '17'] },
          odds: { '4': 58.2, '10': 7.76, '11': 7.76, '17': 58.2 },
          minBet: 1,
          maxBet: 50_000,
        },
        {
          code: 'BS',
          shape: { kind: 'choice', options: ['B', 'S'] },
          odds: { B: 2.02, S: 2.02 },
          minBet: 1,
          maxBet: 50_000,
        },
      ],
    },
  ],
});

function loggedIn() {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
}

function visit(path: string, lottery: StubRoutes = {}) {
  window.history.pushState({}, '', path);
  const fetchMock = stubApi(statusFixture(), helpFixture, {
    vendorLanes: () => ({ lanes: [] }) as never,
    memberInfo: () => memberInfoFixture(),
    playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
    balance: () => ({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' }),
    walletTransfer: () => ({ transfers: [] }),
    launchAddress: () => ({ content: { game_url: '/hv/lottery/app?t=lt-1' } }),
    'GET /hv/lottery/next': () => lotteryOk(nextAnswer),
    'GET /hv/lottery/draws': () => lotteryOk({ draws: [], totalCount: 0 }),
    ...lottery,
  });
  render(<App />);
  return fetchMock;
}

beforeEach(async () => {
  await changeLanguage('EN');
  useGameLaunch.setState(GAME_LAUNCH_IDLE);
});
afterEach(async () => {
  useGameLaunch.setState({ moneyInGame: false });
  await leaveGame();
  vi.unstubAllGlobals();
});

describe('/lottery lobby', () => {
  it('lists the next draws as cards with a countdown; VN games lead to /vnlottery; a guest is asked to log in', async () => {
    visit('/lottery');
    const card = await screen.findByTestId('lottery-card-FASTDICE', {}, slow);
    expect(card.textContent).toContain('Fast Dice');
    expect(card.textContent).toContain('Issue 202611250001');
    expect(within(card).getByTestId('lottery-countdown').dataset.phase).toBe('open');
    expect(within(card).getByRole('link').getAttribute('href')).toBe(
      '/lottery?gameCode=FASTDICE&playType=SUM',
    );
    const vn = screen.getByTestId('lottery-card-VN_NORTH');
    expect(within(vn).getByRole('link').getAttribute('href')).toBe(
      '/vnlottery?gameCode=VN_NORTH&playType=LO2',
    );
    expect(screen.getByTestId('lottery-login')).toBeTruthy();
  });
});

describe('/lottery game page', () => {
  it('launches the lottery, places a slip with a chase and shows the new balance', async () => {
    loggedIn();
    let balance = 100;
    const fetchMock = visit('/lottery?gameCode=FASTDICE&playType=SUM', {
      'GET /hv/lottery/session': () => lotteryOk(session(balance)),
      'POST /hv/lottery/bets': () => {
        balance = 84;
        return lotteryOk({ orders: [], balance });
      },
    });
    fireEvent.click(await screen.findByTestId('pick-10', {}, slow));
    fireEvent.click(screen.getByTestId('pick-11'));
    expect(screen.getByTestId('pick-10').textContent).toContain('×7.76');
    fireEvent.change(screen.getByTestId('stake-multiple'), { target: { value: '2' } });
    expect(screen.getByTestId('stake-units').textContent).toBe('2 bets');
    expect(screen.getByTestId('stake-total').textContent).toContain('4.00');
    fireEvent.click(screen.getByTestId('slip-add'));
    expect(screen.getAllByTestId('slip-line')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('chase-on'));
    fireEvent.change(screen.getByTestId('chase-issues'), { target: { value: '4' } });
    expect(screen.getByTestId('slip-total').textContent).toBe('16.00');
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    await screen.findByTestId('slip-placed', {}, slow);

    // The launch asked the spec §3 lottery fields; the token rides in x-game-session.
    const launch = Object.fromEntries(requestsTo(fetchMock, 'launchAddress')[0]!.url.searchParams);
    expect(launch).toMatchObject({
      gameType: 'ELOTT',
      vassalage: 'HLOTT',
      gameCode: 'FASTDICE',
      launchMode: 'LOTT',
      accountType: '1',
      prizeMode: 'Elott',
      view: 'betting',
      device: 'WEB',
    });
    expect(launch.lottoArea).toBeUndefined();
    expect(sessionStorage.getItem('lotterySession')).toContain('lt-1');
    const bet = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/hv/lottery/bets'))!;
    expect(new Headers(bet[1]!.headers).get('x-game-session')).toBe('lt-1');
    expect(JSON.parse(String(bet[1]!.body))).toEqual({
      game: 'FASTDICE',
      issue: '202611250001',
      lines: [{ playType: 'SUM', content: '10,11', unitPrice: 1, multiple: 2 }],
      chase: { issues: 4, stopOnWin: true },
    });
    expect(await screen.findByText('84.00', {}, slow)).toBeTruthy();
    expect(screen.queryAllByTestId('slip-line')).toHaveLength(0);
  });

  it('translates a refusal', async () => {
    loggedIn();
    visit('/lottery?gameCode=FASTDICE&playType=BS', {
      'GET /hv/lottery/session': () => lotteryOk(session(100)),
      'POST /hv/lottery/bets': () => lotteryFail(409, 'lottery.draw.closed'),
    });
    fireEvent.click(await screen.findByTestId('pick-B', {}, slow));
    fireEvent.click(screen.getByTestId('slip-add'));
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    expect((await screen.findByTestId('slip-error', {}, slow)).textContent).toBe(
      'Betting on this issue has closed. Your slip can go on the next one.',
    );
  });

  it('relaunches once when the lottery session has expired', async () => {
    loggedIn();
    sessionStorage.setItem('lotterySession', JSON.stringify({ member: 'tok-1', token: 'old' }));
    const fetchMock = visit('/lottery?gameCode=FASTDICE', {
      'GET /hv/lottery/session': ({ headers }) =>
        headers.get('x-game-session') === 'old'
          ? lotteryFail(401, 'game.session.invalid')
          : lotteryOk(session(100)),
    });
    expect(await screen.findByTestId('pick-10', {}, slow)).toBeTruthy();
    expect(requestsTo(fetchMock, 'launchAddress')).toHaveLength(1);
    expect(sessionStorage.getItem('lotterySession')).toContain('lt-1');
  });

  it('shows the issue being drawn, then reveals the result live and re-reads the balance', async () => {
    const streams: FakeEventSource[] = [];
    class FakeEventSource {
      listeners: Array<(event: MessageEvent) => void> = [];
      constructor(readonly url: string) {
        streams.push(this);
      }
      addEventListener(_name: string, listener: (event: MessageEvent) => void) {
        this.listeners.push(listener);
      }
      close() {}
      emit(data: unknown) {
        this.listeners.forEach((listener) =>
          listener(new MessageEvent('draw', { data: JSON.stringify(data) })),
        );
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    loggedIn();
    const fetchMock = visit('/lottery?gameCode=FASTDICE&playType=SUM', {
      'GET /hv/lottery/session': () => lotteryOk(session(100)),
    });
    await screen.findByTestId('pick-10', {}, slow);
    expect(streams[0]!.url).toBe('/hv/lottery/stream');
    const sessionReads = () => requestsTo(fetchMock, 'GET /hv/lottery/session').length;
    const readsBefore = sessionReads();
    const issue = openDraw('FASTDICE', '202611250001');
    act(() => streams[0]!.emit({ ...issue, status: 'CLOSED' }));
    expect((await screen.findByTestId('lottery-pending')).textContent).toContain('Issue 202611250001');
    act(() => streams[0]!.emit({ ...issue, status: 'DRAWN', seed: 'ab', result: ['3', '4', '6'] }));
    const reveal = await screen.findByTestId('draw-reveal');
    expect(reveal.dataset.issue).toBe('202611250001');
    expect(reveal.className).toContain('animate');
    expect(reveal.getAttribute('aria-label')).toBe('Result of issue 202611250001: 3 4 6');
    expect(screen.queryByTestId('lottery-pending')).toBeNull();
    await vi.waitFor(() => expect(sessionReads()).toBeGreaterThan(readsBefore));
  });
});
