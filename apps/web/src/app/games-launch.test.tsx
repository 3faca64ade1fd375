import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemStatusResponse } from '@bet/contracts/system/status';
import { leaveGame } from '@/features/games/model/auto-transfer';
import { GAME_LAUNCH_IDLE, useGameLaunch } from '@/features/games/model/launch-store';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { gameFixture, gamesPage, lanesAnswer, vendorFixture as vendor } from '@/test/games-fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';

/** Lazy chunks load on first use; on a busy machine that can take a moment. */
const slow = { timeout: 5000 };

const lanes = lanesAnswer({
  LIVE: [vendor('EVO', { isHot: 1 }), vendor('SEXY', { maintenance: true })],
  RNG: [vendor('HV', { isGame: 'HUB', displayName: 'House Slots' }), vendor('PP', { isGame: 'VASSALAGE' })],
  LOTT: [
    vendor('VN', { accountTypeName: 'TCG_LOTTO_VN' }),
    vendor('SEA', { accountTypeName: 'TCG_SEA' }),
    vendor('TCG', { accountTypeName: 'LOTT' }),
  ],
  ELOTT: [vendor('EL', { accountTypeName: 'ELOTT' })],
});

/** The auto-transfer's answer: the whole main balance moved into the vendor's wallet. */
const movedIn = {
  transfers: [{ accountTypeId: 10, direction: 'IN' as const, amount: 500, status: 'DONE' as const }],
};

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  vendorLanes: () => lanes,
  walletTransfer: ({ body }) => (body.purpose === 'autoTransfer' ? movedIn : { transfers: [] }),
  launchAddress: () => ({ content: { game_url: '/hv/play/slot?t=abc' } }),
  games: ({ url }) =>
    gamesPage([
      gameFixture(1, { vassalage: url.searchParams.get('vassalage') ?? 'HV', displayName: 'Lucky Reels' }),
    ]),
  favouriteList: () => ({ list: [] }),
  recentGames: () => ({ list: [] }),
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({
    sumBalance: 10,
    balance: [],
    currency: 'PHP',
    currencySymbol: 'P',
  }),
  ...overrides,
});

function loggedIn(type = 0) {
  useSession.getState().setMerchant('DEMO');
  useSession
    .getState()
    .login({ token: 'tok-1', isAgent: String(type), nickname: 'Lucky', account: 'player1' });
}

function visit(path: string, overrides: StubRoutes = {}, status: SystemStatusResponse = statusFixture()) {
  window.history.pushState({}, '', path);
  const fetchMock = stubApi(status, helpFixture, routes(overrides));
  render(<App />);
  return fetchMock;
}

/** Opens a category's dropdown in the navigation and chooses a vendor. */
async function chooseInNav(category: string, vassalage: string) {
  fireEvent.click(await screen.findByTestId(`nav-toggle-${category}`, {}, slow));
  fireEvent.click(
    within(screen.getByTestId(`nav-dropdown-${category}`)).getByTestId(`nav-vendor-${vassalage}`),
  );
}

const launchQuery = (fetchMock: ReturnType<typeof stubApi>) =>
  Object.fromEntries(requestsTo(fetchMock, 'launchAddress').at(-1)!.url.searchParams);

beforeEach(async () => {
  await changeLanguage('EN');
  useGameLaunch.setState(GAME_LAUNCH_IDLE);
});
afterEach(async () => {
  // A bring-back the test started (a closed game, a failed launch) ends before the next test's stubs.
  useGameLaunch.setState({ moneyInGame: false });
  await leaveGame();
  vi.unstubAllGlobals();
});

describe('game launch from the navigation (spec §4)', () => {
  it('asks the launch address with the spec §3 fields, stores it and opens /game', async () => {
    loggedIn();
    const fetchMock = visit('/');
    await chooseInNav('LIVE', 'EVO');
    const frame = await screen.findByTestId('game-frame', {}, slow);
    expect(frame.getAttribute('src')).toBe('/hv/play/slot?t=abc');
    expect(window.location.pathname).toBe('/game');
    expect(sessionStorage.getItem('iframeUrl')).toBe('/hv/play/slot?t=abc');
    expect(launchQuery(fetchMock)).toEqual({
      gameType: 'LIVE',
      vassalage: 'EVO',
      platform: 'html5-desktop',
      launchMode: 'GLS',
      accountType: '1',
      clientType: '3',
      language: 'EN',
    });
    expect(requestsTo(fetchMock, 'launchAddress')[0]!.url.pathname).toBe('/lgw/games/launch');
    // The /game page has the header only.
    expect(screen.getByTestId('site-header')).toBeTruthy();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('launches in free-play mode (account type 0) for a trial account', async () => {
    loggedIn(4);
    const fetchMock = visit('/', { memberInfo: () => memberInfoFixture({ type: 4 }) });
    await chooseInNav('LIVE', 'EVO');
    await screen.findByTestId('game-frame', {}, slow);
    expect(launchQuery(fetchMock).accountType).toBe('0');
    // Free play: no money to move.
    expect(requestsTo(fetchMock, 'walletTransfer')).toHaveLength(0);
  });

  it('puts a relative address under a random launch CDN, unless the CDN is "/"', async () => {
    loggedIn();
    const status = statusFixture();
    status.info.launchGameCDNs = ['https://play.cdn.test/'];
    visit('/', {}, status);
    await chooseInNav('LIVE', 'EVO');
    expect((await screen.findByTestId('game-frame', {}, slow)).getAttribute('src')).toBe(
      'https://play.cdn.test/hv/play/slot?t=abc',
    );
  });

  it('keeps the address when the launch CDN is "/"', async () => {
    loggedIn();
    const status = statusFixture();
    status.info.launchGameCDNs = ['/'];
    visit('/', {}, status);
    await chooseInNav('LIVE', 'EVO');
    expect((await screen.findByTestId('game-frame', {}, slow)).getAttribute('src')).toBe(
      '/hv/play/slot?t=abc',
    );
  });

  it('opens the login prompt instead when logged out, and asks nothing', async () => {
    const fetchMock = visit('/');
    await chooseInNav('LIVE', 'EVO');
    const modal = await screen.findByTestId('login-modal', {}, slow);
    expect(within(modal).getByTestId('login-notice').textContent).toBe(
      'You are not logged in. Please log in.',
    );
    expect(requestsTo(fetchMock, 'launchAddress')).toHaveLength(0);
    expect(window.location.pathname).toBe('/');
  });

  it('says "under maintenance, try others" for a vendor under maintenance, without asking', async () => {
    loggedIn();
    const fetchMock = visit('/');
    await chooseInNav('LIVE', 'SEXY');
    expect((await screen.findByTestId('game-launch-error-text', {}, slow)).textContent).toBe(
      'This game is under maintenance. Please try another one.',
    );
    expect(requestsTo(fetchMock, 'launchAddress')).toHaveLength(0);
  });

  it.each([
    [
      409,
      'game.round.unfinished',
      'You have an unfinished round in another game. Finish it first, then try again.',
    ],
    [503, 'vendor.unavailable', 'The game provider is not answering right now. Please try again later.'],
    [503, 'game.maintenance', 'This game is under maintenance. Please try another one.'],
  ])('translates the refusal %s %s', async (status, code, text) => {
    loggedIn();
    visit('/', { launchAddress: () => apiFail(status, code) });
    await chooseInNav('LIVE', 'EVO');
    expect((await screen.findByTestId('game-launch-error-text', {}, slow)).textContent).toBe(text);
    expect(window.location.pathname).toBe('/');
    fireEvent.click(within(screen.getByTestId('game-launch-error')).getByText('CLOSE'));
    expect(screen.queryByTestId('game-launch-error')).toBeNull();
  });

  it('shows the loader while the address is asked', async () => {
    loggedIn();
    let answer!: () => void;
    visit('/', {
      launchAddress: () =>
        new Promise((resolve) => {
          answer = () => resolve({ content: { game_url: '/hv/play/slot?t=abc' } });
        }),
    });
    await chooseInNav('LIVE', 'EVO');
    expect((await screen.findByTestId('game-launch-loader', {}, slow)).textContent).toBe('Opening the game…');
    await act(async () => answer());
    await screen.findByTestId('game-frame', {}, slow);
    expect(screen.queryByTestId('game-launch-loader')).toBeNull();
  });
});

describe('launch dispatch by account type (spec §2)', () => {
  it.each([
    ['VN', '/vnlottery', 'page-vnlottery'],
    ['SEA', '/seaLottery', 'page-seaLottery'],
    ['TCG', '/lottery', 'page-lottery'],
  ])('sends the lottery vendor %s to %s without a launch call', async (vassalage, path, page) => {
    loggedIn();
    const fetchMock = visit('/');
    await chooseInNav('ELOTT', vassalage);
    expect(await screen.findByTestId(page, {}, slow)).toBeTruthy();
    expect(window.location.pathname).toBe(path);
    // The vendor itself is not launched (the page's own lottery session launches HLOTT).
    const launched = requestsTo(fetchMock, 'launchAddress').map(({ url }) =>
      url.searchParams.get('vassalage'),
    );
    expect(launched).not.toContain(vassalage);
  });

  it('opens the slots hub on its /rng tab after storing the vendor in gameVendor', async () => {
    visit('/');
    await chooseInNav('RNG', 'HV');
    expect(await screen.findByTestId('page-rng', {}, slow)).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/rng?page=HV');
    expect(sessionStorage.getItem('gameVendor')).toBe('HV');
    expect((await screen.findByTestId('vendor-tab-HV', {}, slow)).getAttribute('aria-selected')).toBe('true');
  });

  it('lists the sub-games of a VASSALAGE vendor in a popup; choosing one launches it', async () => {
    loggedIn();
    const fetchMock = visit('/', {
      vassGameType: () => ({
        vassalage: 'PP',
        displayName: 'PP',
        games: [
          gameFixture(21, {
            vassalage: 'PP',
            accountTypeName: 'PP',
            displayName: 'Gates',
            isGame: 'VASSALAGE',
          }),
          gameFixture(22, {
            vassalage: 'PP',
            accountTypeName: 'PP',
            displayName: 'Bonanza',
            isGame: 'VASSALAGE',
          }),
        ],
      }),
    });
    await chooseInNav('RNG', 'PP');
    const popup = await screen.findByTestId('sub-games', {}, slow);
    expect(requestsTo(fetchMock, 'vassGameType')[0]!.url.searchParams.get('vassalage')).toBe('PP');
    const list = await within(popup).findByTestId('sub-games-list', {}, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getAllByText(/Gates|Bonanza/)
        .map((name) => name.textContent),
    ).toEqual(['Gates', 'Bonanza']);
    fireEvent.click(within(list).getByText('Bonanza'));
    expect(await screen.findByTestId('game-frame', {}, slow)).toBeTruthy();
    expect(launchQuery(fetchMock)).toMatchObject({
      vassalage: 'PP',
      gameCode: 'G22',
      nodeId: '22',
      gameType: 'RNG',
    });
    expect(screen.queryByTestId('sub-games')).toBeNull();
  });
});

describe('game launch from a category page', () => {
  it('opens the game in the game popup over the page, and closing it returns to the list', async () => {
    loggedIn();
    const fetchMock = visit('/live');
    const grid = await screen.findByTestId('games-grid', {}, slow);
    fireEvent.click(within(grid).getByText('Lucky Reels'));
    const popup = await screen.findByTestId('game-popup', {}, slow);
    expect(within(popup).getByTestId('game-popup-frame').getAttribute('src')).toBe('/hv/play/slot?t=abc');
    expect(launchQuery(fetchMock)).toMatchObject({ vassalage: 'EVO', gameCode: 'G1', nodeId: '1' });
    expect(window.location.pathname).toBe('/live');
    fireEvent.click(within(popup).getByTestId('game-popup-close'));
    expect(screen.queryByTestId('game-popup')).toBeNull();
    expect(screen.getByTestId('games-grid')).toBeTruthy();
  });

  it('sends an e-lottery game to /lottery with its gameCode and playType', async () => {
    loggedIn();
    visit('/elott', {
      games: () =>
        gamesPage([
          gameFixture(31, {
            vassalage: 'EL',
            accountTypeName: 'ELOTT',
            gameType: 'ELOTT',
            code: 'FFC5',
            defaultPlayType: 'R1',
            displayName: 'Fast 5',
          }),
        ]),
    });
    fireEvent.click(within(await screen.findByTestId('games-grid', {}, slow)).getByText('Fast 5'));
    expect((await screen.findByTestId('lottery-betting', {}, slow)).dataset.game).toBe('FFC5');
    expect(window.location.pathname + window.location.search).toBe('/lottery?gameCode=FFC5&playType=R1');
  });
});

/** The calls made, in order, as `METHOD /path`. */
const callOrder = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`,
  );
const transfers = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'walletTransfer').map((r) => r.body!);

describe('auto-transfer: one click to play (issue 11)', () => {
  it("moves the money into the vendor's wallet before asking the launch address, then refreshes the balance", async () => {
    loggedIn();
    const fetchMock = visit('/');
    await screen.findByTestId('balance-value', {}, slow);
    const balanceCalls = requestsTo(fetchMock, 'balance').length;
    await chooseInNav('LIVE', 'EVO');
    await screen.findByTestId('game-frame', {}, slow);
    expect(transfers(fetchMock)).toEqual([
      {
        purpose: 'autoTransfer',
        requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        toAccountTypeId: 10,
      },
    ]);
    const order = callOrder(fetchMock);
    expect(order.indexOf('POST /wps/relay/GCS_walletTransfer')).toBeLessThan(
      order.indexOf('GET /lgw/games/launch'),
    );
    await vi.waitFor(
      () => expect(requestsTo(fetchMock, 'balance').length).toBeGreaterThan(balanceCalls),
      slow,
    );
    expect(screen.queryByTestId('wallet-notice')).toBeNull();
  });

  it('opens the game anyway when the move fails, says why and leads to My wallet', async () => {
    loggedIn();
    visit('/', {
      walletTransfer: () => ({
        transfers: [{ accountTypeId: 10, direction: 'IN', amount: 500, status: 'FAILED' }],
      }),
      depositChannels: () => ({ depositAllowed: true, successfulDeposits: 0, channels: [] }),
    });
    await chooseInNav('LIVE', 'EVO');
    expect(await screen.findByTestId('game-frame', {}, slow)).toBeTruthy();
    const notice = await screen.findByTestId('wallet-notice', {}, slow);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.querySelector('p')!.textContent).toBe(
      'We could not move your money into EVO. The game provider refused the transfer. You can move it under My wallet.',
    );
    fireEvent.click(within(notice).getByTestId('wallet-notice-open'));
    const centre = await screen.findByTestId('member-centre', {}, slow);
    expect(await within(centre).findByTestId('transfer-fund-page', {}, slow)).toBeTruthy();
  });

  it('shows the error of a move that could not be asked, in the game popup, and the game still opens', async () => {
    loggedIn();
    const fetchMock = visit('/live', { walletTransfer: () => apiFail(503, 'vendor.unavailable') });
    fireEvent.click(within(await screen.findByTestId('games-grid', {}, slow)).getByText('Lucky Reels'));
    const popup = await screen.findByTestId('game-popup', {}, slow);
    expect(within(popup).getByTestId('game-popup-frame')).toBeTruthy();
    expect(within(popup).getByTestId('wallet-notice-reason').textContent).toBe(
      'The game provider is not answering right now. Please try again later.',
    );
    // Tried three times (the outcome of a 503 is unknown), with the same request id.
    const sent = transfers(fetchMock);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((body) => body.requestId)).size).toBe(1);
    fireEvent.click(within(popup).getByTestId('wallet-notice-close'));
    expect(within(popup).queryByTestId('wallet-notice')).toBeNull();
  });

  it('brings the money back when the game popup closes', async () => {
    loggedIn();
    const fetchMock = visit('/live');
    fireEvent.click(within(await screen.findByTestId('games-grid', {}, slow)).getByText('Lucky Reels'));
    const popup = await screen.findByTestId('game-popup', {}, slow);
    expect(transfers(fetchMock).map((body) => body.purpose)).toEqual(['autoTransfer']);
    fireEvent.click(within(popup).getByTestId('game-popup-close'));
    await vi.waitFor(
      () => expect(transfers(fetchMock).map((body) => body.purpose)).toEqual(['autoTransfer', 'allToMain']),
      slow,
    );
  });

  it('brings the money back when the /game page is closed or left, once', async () => {
    loggedIn();
    const fetchMock = visit('/');
    await chooseInNav('LIVE', 'EVO');
    await screen.findByTestId('game-frame', {}, slow);
    fireEvent.click(screen.getByTestId('game-close'));
    await vi.waitFor(
      () => expect(transfers(fetchMock).map((body) => body.purpose)).toEqual(['autoTransfer', 'allToMain']),
      slow,
    );
    expect(window.location.pathname).toBe('/');

    // Leaving by a link (not the close button) does it too.
    await chooseInNav('LIVE', 'EVO');
    await screen.findByTestId('game-frame', {}, slow);
    act(() => window.history.back());
    await vi.waitFor(() => expect(transfers(fetchMock)).toHaveLength(4), slow);
    expect(transfers(fetchMock)[3]!.purpose).toBe('allToMain');
  });

  it('brings the money back when the game then cannot be opened', async () => {
    loggedIn();
    const fetchMock = visit('/', { launchAddress: () => apiFail(409, 'game.round.unfinished') });
    await chooseInNav('LIVE', 'EVO');
    await screen.findByTestId('game-launch-error-text', {}, slow);
    await vi.waitFor(
      () => expect(transfers(fetchMock).map((body) => body.purpose)).toEqual(['autoTransfer', 'allToMain']),
      slow,
    );
  });

  it('leaves the money where it is when auto-transfer is switched off', async () => {
    loggedIn();
    const fetchMock = visit('/live', { walletTransfer: () => ({ transfers: [], skipped: true }) });
    fireEvent.click(within(await screen.findByTestId('games-grid', {}, slow)).getByText('Lucky Reels'));
    const popup = await screen.findByTestId('game-popup', {}, slow);
    fireEvent.click(within(popup).getByTestId('game-popup-close'));
    expect(screen.queryByTestId('game-popup')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(transfers(fetchMock).map((body) => body.purpose)).toEqual(['autoTransfer']);
  });

  it('says so when the money could not be brought back', async () => {
    loggedIn();
    visit('/live', {
      walletTransfer: ({ body }) =>
        body.purpose === 'autoTransfer'
          ? movedIn
          : { transfers: [{ accountTypeId: 10, direction: 'OUT', amount: 500, status: 'PENDING' }] },
    });
    fireEvent.click(within(await screen.findByTestId('games-grid', {}, slow)).getByText('Lucky Reels'));
    fireEvent.click(
      within(await screen.findByTestId('game-popup', {}, slow)).getByTestId('game-popup-close'),
    );
    const dialog = await screen.findByTestId('wallet-back-failed', {}, slow);
    expect(within(dialog).getByRole('heading').textContent).toBe(
      'We could not bring your money back from the game.',
    );
    expect(within(dialog).getByTestId('wallet-back-failed-text').textContent).toBe(
      'The game provider has not confirmed the transfer yet; it will settle on its own. You can move it under My wallet.',
    );
  });
});
