import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { SERVED_DATA } from '@bet/contracts/system/served-data';
import { helpFixture, requestsTo, serveData, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { gameFixture as game, gamesPage, lanesAnswer, vendorFixture as vendor } from '@/test/games-fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';
import { prefetchLandingData } from './landing-data';
import { createQueryClient } from './providers';

const slow = { timeout: 5000 };

const lanes = lanesAnswer({
  LIVE: [vendor('EVO', { isHot: 1 }), vendor('SEXY', { maintenance: true })],
  RNG: [vendor('HV', { isGame: 'HUB' }), vendor('PP')],
});

const evoGames = [
  game(1, { vassalage: 'EVO', gameType: 'LIVE', displayName: 'Lightning Roulette', isHot: 1 }),
  game(2, { vassalage: 'EVO', gameType: 'LIVE', displayName: 'Baccarat Squeeze' }),
];

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  vendorLanes: () => lanes,
  games: ({ url }) => {
    const search = url.searchParams.get('search')?.toLowerCase();
    const hot = url.searchParams.get('hot') === '1';
    const games = evoGames
      .map((g) => ({ ...g, vassalage: url.searchParams.get('vassalage') ?? 'EVO' }))
      .filter((g) => (!search || g.displayName.toLowerCase().includes(search)) && (!hot || g.isHot === 1));
    return gamesPage(games, 3);
  },
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

function visit(path: string, overrides: StubRoutes = {}) {
  window.history.pushState({}, '', path);
  const fetchMock = stubApi(statusFixture(), helpFixture, routes(overrides));
  render(<App />);
  return fetchMock;
}

function loggedIn() {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
}

const gamesCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  requestsTo(fetchMock, 'games').map(({ url }) => Object.fromEntries(url.searchParams));
const cardNames = () =>
  within(screen.getByTestId('games-grid'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.game-card-name')!.textContent);

beforeEach(async () => {
  await changeLanguage('EN');
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation from the lanes call', () => {
  it('has an entry per category with vendors, and the vendors in the footer’s providers', async () => {
    const fetchMock = visit('/');
    const nav = await screen.findByTestId('nav-bar', {}, slow);
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Home', 'Live Casino', 'Slots', 'Promotions']),
    );
    expect(requestsTo(fetchMock, 'vendorLanes')).toHaveLength(1);
    const footer = await screen.findByTestId('site-footer', {}, slow);
    expect(within(footer).getByText('EVO')).toBeTruthy();
    expect(within(footer).getByText('PP')).toBeTruthy();
  });
});

describe('category page', () => {
  it('shows the vendors as tabs and the first one’s games, a page at a time', async () => {
    const fetchMock = visit('/live');
    const tabs = await screen.findAllByRole('tab', {}, slow);
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['EVO', 'true'],
      ['SEXY', 'false'],
    ]);
    expect(screen.getByTestId('category-points').textContent).toBe('Points ×0.70');
    await screen.findByTestId('games-grid', {}, slow);
    expect(cardNames()).toEqual(['Lightning Roulette', 'Baccarat Squeeze']);
    expect(within(screen.getByTestId('game-card-1')).getByTestId('hot-badge')).toBeTruthy();
    expect(within(screen.getByTestId('game-card-2')).queryByTestId('hot-badge')).toBeNull();
    expect(gamesCalls(fetchMock).at(-1)).toEqual({
      vassalage: 'EVO',
      gameType: 'LIVE',
      pageNo: '1',
      pageSize: '24',
    });

    fireEvent.click(screen.getByTestId('games-pager-next'));
    await waitFor(() => expect(gamesCalls(fetchMock).at(-1)?.pageNo).toBe('2'));

    // Another vendor: its own games, its maintenance notice.
    fireEvent.click(screen.getByTestId('vendor-tab-SEXY'));
    await waitFor(() =>
      expect(gamesCalls(fetchMock).at(-1)).toMatchObject({ vassalage: 'SEXY', pageNo: '1' }),
    );
    expect(within(screen.getByTestId('vendor-games-SEXY')).getByTestId('maintenance-badge')).toBeTruthy();
    expect(screen.getByText('This game is under maintenance. Please try another one.')).toBeTruthy();
  });

  it('searches (after typing stops) and filters hot games on the server', async () => {
    const fetchMock = visit('/live');
    const search = await screen.findByTestId('games-search', {}, slow);
    await screen.findByTestId('games-grid', {}, slow);
    fireEvent.change(search, { target: { value: 'bacc' } });
    await waitFor(() => expect(cardNames()).toEqual(['Baccarat Squeeze']), slow);
    expect(gamesCalls(fetchMock).at(-1)).toMatchObject({ search: 'bacc', pageNo: '1' });
    // Typing is not sent letter by letter.
    expect(gamesCalls(fetchMock).filter((q) => q.search && q.search !== 'bacc')).toEqual([]);

    fireEvent.change(search, { target: { value: '' } });
    const hot = screen.getByTestId('filter-hot');
    fireEvent.click(hot);
    expect(hot.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cardNames()).toEqual(['Lightning Roulette']), slow);
    expect(gamesCalls(fetchMock).at(-1)).toMatchObject({ hot: '1' });

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect((await screen.findByTestId('games-empty', {}, slow)).textContent).toBe(
      'No games match your filters.',
    );
  });

  it('asks a visitor to log in for favourites', async () => {
    const fetchMock = visit('/live');
    await screen.findByTestId('games-grid', {}, slow);
    fireEvent.click(screen.getByTestId('filter-favourites'));
    const modal = await screen.findByTestId('login-modal', {}, slow);
    expect(within(modal).getByTestId('login-notice').textContent).toBe(
      'Log in to keep your favourite games.',
    );
    expect(requestsTo(fetchMock, 'favouriteList')).toHaveLength(0);
    expect(screen.getByTestId('filter-favourites').getAttribute('aria-pressed')).toBe('false');
  });

  it('lists a member’s favourites of the vendor, and adds and removes them', async () => {
    loggedIn();
    let favourites = [
      { ...evoGames[1]!, favourite: true },
      game(9, { vassalage: 'HV', displayName: 'Other vendor favourite', favourite: true }),
    ];
    const fetchMock = visit('/live', {
      favouriteList: () => ({ list: favourites }),
      favouriteAdd: ({ body }) => {
        favourites = [...favourites, { ...evoGames[0]!, favourite: true }];
        return { nodeId: Number(body.nodeId), favourite: true };
      },
      favouriteRemove: ({ body }) => {
        favourites = favourites.filter((g) => g.nodeId !== Number(body.nodeId));
        return { nodeId: Number(body.nodeId), favourite: false };
      },
    });
    await screen.findByTestId('games-grid', {}, slow);
    await waitFor(() => expect(screen.getByTestId('favourite-2').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByTestId('favourite-1').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('favourite-1').getAttribute('aria-label')).toBe(
      'Add Lightning Roulette to favourites',
    );

    fireEvent.click(screen.getByTestId('filter-favourites'));
    await waitFor(() => expect(cardNames()).toEqual(['Baccarat Squeeze']));

    fireEvent.click(screen.getByTestId('filter-favourites'));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('favourite-1'));
    await waitFor(() => expect(screen.getByTestId('favourite-1').getAttribute('aria-pressed')).toBe('true'));
    expect(requestsTo(fetchMock, 'favouriteAdd').map((r) => r.body)).toEqual([{ nodeId: 1 }]);

    fireEvent.click(screen.getByTestId('favourite-2'));
    await waitFor(() => expect(screen.getByTestId('favourite-2').getAttribute('aria-pressed')).toBe('false'));
    expect(requestsTo(fetchMock, 'favouriteRemove').map((r) => r.body)).toEqual([{ nodeId: 2 }]);

    fireEvent.click(screen.getByTestId('filter-favourites'));
    await waitFor(() => expect(cardNames()).toEqual(['Lightning Roulette']));
  });

  it('shows a member’s recent games of the page’s categories', async () => {
    loggedIn();
    visit('/live', {
      recentGames: () => ({
        list: [
          game(5, { vassalage: 'EVO', gameType: 'LIVE', displayName: 'Recent Live' }),
          game(6, { vassalage: 'HV', gameType: 'RNG', displayName: 'Recent Slot' }),
        ],
      }),
    });
    const recent = await screen.findByTestId('recent-games', {}, slow);
    expect(within(recent).getByText('Recent Live')).toBeTruthy();
    expect(within(recent).queryByText('Recent Slot')).toBeNull();
  });

  it('opens /rng on the vendor tab of the page query and keeps the chosen tab in it', async () => {
    visit('/rng?page=PP');
    expect((await screen.findByTestId('vendor-tab-PP', {}, slow)).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('vendor-tab-HV'));
    await waitFor(() => expect(window.location.search).toBe('?page=HV'));
    expect(screen.getByTestId('vendor-tab-HV').getAttribute('aria-selected')).toBe('true');
    expect(sessionStorage.getItem('gameVendor')).toBe('HV');
  });

  it.each(['/fish', '/bgs', '/bingo', '/seamless', '/sports'])(
    'shows the empty state on %s without vendors',
    async (path) => {
      visit(path);
      expect((await screen.findByTestId('category-empty', {}, slow)).textContent).toBe(
        'No games in this category yet. Please check back soon.',
      );
    },
  );
});

describe('landing on a category page (issue 11: its games are asked for while its code loads)', () => {
  async function land(path: string) {
    window.history.pushState({}, '', path);
    const fetchMock = stubApi(statusFixture(), helpFixture, routes());
    const queryClient = createQueryClient();
    await prefetchLandingData(queryClient, window.location);
    return { fetchMock, queryClient };
  }
  /** The games calls, once `count` have started (without served games they start in the background). */
  const callsOnceStarted = (fetchMock: ReturnType<typeof stubApi>, count: number) =>
    vi.waitFor(() => {
      const calls = gamesCalls(fetchMock);
      expect(calls).toHaveLength(count);
      return calls;
    });

  it("asks for the first vendor's games before the page renders; the page uses that answer", async () => {
    const { fetchMock, queryClient } = await land('/live');
    expect(await callsOnceStarted(fetchMock, 1)).toEqual([
      { vassalage: 'EVO', gameType: 'LIVE', pageNo: '1', pageSize: '24' },
    ]);
    render(<App queryClient={queryClient} />);
    await screen.findByTestId('games-grid', {}, slow);
    expect(gamesCalls(fetchMock)).toHaveLength(1);
  });

  it('on the slots page, the vendor its address names', async () => {
    const { fetchMock } = await land('/rng?page=PP');
    expect((await callsOnceStarted(fetchMock, 1)).map((call) => call.vassalage)).toEqual(['PP']);
  });

  it('nothing on another page', async () => {
    const { fetchMock } = await land('/promotions');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on the promotions page, the list the document carries, for a newcomer only', async () => {
    const answer = { list: [], kinds: ['WHEEL'] };
    const listKey = ['promotions', 'list', 'EN', '', 'ALL'];
    serveData(SERVED_DATA.promotions, JSON.stringify(answer));
    const { fetchMock, queryClient } = await land('/promotions');
    expect(queryClient.getQueryData(listKey)).toEqual(answer);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(SERVED_DATA.promotions)).toBeNull();

    loggedIn();
    serveData(SERVED_DATA.promotions, JSON.stringify(answer));
    const member = await land('/promotions');
    expect(member.queryClient.getQueryData(listKey)).toBeUndefined();
  });

  const servedEvo = (query: object = {}) =>
    JSON.stringify({
      query: { vassalage: 'EVO', gameType: 'LIVE', pageNo: 1, pageSize: 24, ...query },
      answer: gamesPage([game(7, { vassalage: 'EVO', gameType: 'LIVE', displayName: 'Served Roulette' })], 1),
    });

  it('draws the games the document carries, without a call', async () => {
    serveData(SERVED_DATA.categoryGames, servedEvo());
    const { fetchMock, queryClient } = await land('/live');
    // Adopted before the first render: the server drew the page with them.
    expect(
      queryClient.getQueryData([
        'games',
        'list',
        '',
        { vassalage: 'EVO', gameType: 'LIVE', pageNo: 1, pageSize: 24 },
      ]),
    ).toMatchObject({ games: [{ displayName: 'Served Roulette' }] });
    expect(gamesCalls(fetchMock)).toEqual([]);
    expect(document.getElementById(SERVED_DATA.categoryGames)).toBeNull();
    render(<App queryClient={queryClient} />);
    await screen.findByText('Served Roulette', {}, slow);
    expect(gamesCalls(fetchMock)).toEqual([]);
  });

  it('asks anyway when the served games are not the ones this page shows, or a member is logged in', async () => {
    serveData(SERVED_DATA.categoryGames, servedEvo({ vassalage: 'SEXY' }));
    await callsOnceStarted((await land('/live')).fetchMock, 1);
    loggedIn();
    serveData(SERVED_DATA.categoryGames, servedEvo());
    await callsOnceStarted((await land('/live')).fetchMock, 1);
  });
});
