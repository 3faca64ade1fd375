import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BigWin } from '@bet/contracts/games/winners';
import { GAME_LAUNCH_IDLE, useGameLaunch } from '@/features/games/model/launch-store';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { apiFail, helpFixture, requestsTo, statusFixture, stubApi, type StubRoutes } from '@/test/fixtures';
import { gameFixture as game, lanesAnswer, vendorFixture as vendor } from '@/test/games-fixtures';
import { memberInfoFixture } from '@/test/identity-fixtures';
import { App } from './app';

const slow = { timeout: 5000 };

const lanes = lanesAnswer({
  RNG: [vendor('HV', { isGame: 'HUB', displayName: 'House Slots', isHot: 1 }), vendor('PP')],
  LIVE: [vendor('EVO'), vendor('SEXY', { maintenance: true })],
});
const hot = [
  game(1, { vassalage: 'HV', displayName: 'Lucky Sevens', isHot: 1 }),
  game(2, { vassalage: 'HV', gameType: 'FISH', displayName: 'Ocean Hunter', isHot: 1 }),
];
const wins: BigWin[] = [
  { maskedName: 'ag***24', gameName: 'Lucky Sevens', vendor: 'Demo Bet Games', winAmount: 1234.5, at: 0 },
  { maskedName: 'bi***88', gameName: 'Ocean Hunter', vendor: 'Demo Bet Games', winAmount: 40, at: 0 },
];

const routes = (overrides: StubRoutes = {}): StubRoutes => ({
  vendorLanes: () => lanes,
  hotGames: () => ({ list: hot }),
  winnerBoard: () => ({ list: wins.map((w) => ({ ...w, at: Date.now() - 5.5 * 60_000 })) }),
  recentGames: () => ({ list: [game(7, { vassalage: 'PP', displayName: 'Gates of Olympus' })] }),
  walletTransfer: () => ({ transfers: [] }),
  launchAddress: () => ({ content: { game_url: '/hv/play/slot?t=abc' } }),
  favouriteList: () => ({ list: [] }),
  memberInfo: () => memberInfoFixture(),
  playerAvatar: () => ({ avatar: 'a3', avatarType: 'STATIC' }),
  balance: () => ({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' }),
  ...overrides,
});

function visit(overrides: StubRoutes = {}) {
  window.history.pushState({}, '', '/');
  const fetchMock = stubApi(statusFixture(), helpFixture, routes(overrides));
  render(<App />);
  return fetchMock;
}

function logIn() {
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
}

const cardNames = (row: HTMLElement) =>
  [...row.querySelectorAll('.game-card-name')].map((name) => name.textContent);

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.setState({ token: null });
  useGameLaunch.setState(GAME_LAUNCH_IDLE);
});
afterEach(() => vi.unstubAllGlobals());

describe('home lobby', () => {
  it('shows the hot games as cards with their art, and a card opens its game in the popup', async () => {
    logIn();
    const fetchMock = visit();
    const row = await screen.findByTestId('hot-games', {}, slow);
    expect(cardNames(row)).toEqual(['Lucky Sevens', 'Ocean Hunter']);
    expect(within(row).getAllByTestId('hot-badge')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Demo Bet');

    fireEvent.click(within(screen.getByTestId('game-card-1')).getByRole('button'));
    await waitFor(() => expect(useGameLaunch.getState().popupUrl).toBe('/hv/play/slot?t=abc'), slow);
    expect(Object.fromEntries(requestsTo(fetchMock, 'launchAddress')[0]!.url.searchParams)).toMatchObject({
      vassalage: 'HV',
      gameCode: 'G1',
      nodeId: '1',
      accountType: '1',
    });
  });

  it('asks a visitor to log in before a hot game opens', async () => {
    const fetchMock = visit();
    await screen.findByTestId('hot-games', {}, slow);
    fireEvent.click(within(screen.getByTestId('game-card-2')).getByRole('button'));
    expect(await screen.findByRole('dialog', {}, slow)).toBeTruthy();
    expect(requestsTo(fetchMock, 'launchAddress')).toHaveLength(0);
  });

  it('shows recently played games to members only', async () => {
    const visitorCalls = visit();
    await screen.findByTestId('hot-games', {}, slow);
    expect(screen.queryByTestId('home-recent')).toBeNull();
    expect(requestsTo(visitorCalls, 'recentGames')).toHaveLength(0);
    vi.unstubAllGlobals();

    logIn();
    visit();
    const recent = await screen.findByTestId('recent-games', {}, slow);
    expect(cardNames(recent)).toEqual(['Gates of Olympus']);
  });

  it('tells a member with no recent game where they will show, in the row’s own place', async () => {
    logIn();
    visit({ recentGames: () => ({ list: [] }) });
    expect((await screen.findByTestId('recent-games-empty', {}, slow)).textContent).toBe(
      'The games you play will show up here.',
    );
  });

  it('lists recent big wins with masked names, amounts, games and how long ago', async () => {
    const fetchMock = visit();
    const board = await screen.findByTestId('big-wins', {}, slow);
    const rows = within(board).getAllByTestId('big-win');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Aag***24 won P 1,234.50Lucky Sevens · Demo Bet Games · 5 min ago',
      'Bbi***88 won P 40.00Ocean Hunter · Demo Bet Games · 5 min ago',
    ]);
    expect(requestsTo(fetchMock, 'winnerBoard')[0]!.url.searchParams.get('count')).toBe('6');
  });

  it('keeps the rows in place when the calls fail or bring nothing', async () => {
    visit({ hotGames: () => apiFail(500, 'system.busy'), winnerBoard: () => ({ list: [] }) });
    expect((await screen.findByTestId('hot-games-empty', {}, slow)).textContent).toBe(
      'No hot games right now.',
    );
    expect((await screen.findByTestId('big-wins-empty')).textContent).toBe(
      'Big wins of the last 7 days will show up here.',
    );
  });

  it('holds the rows’ places with skeletons while the calls are on their way', async () => {
    visit({ hotGames: () => new Promise(() => undefined), vendorLanes: () => new Promise(() => undefined) });
    expect(await screen.findByTestId('hot-games-loading', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('home-hot').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('home-lanes-loading')).toBeTruthy();
  });

  it('has a lane per category with its vendors; a vendor opens like the navigation’s', async () => {
    visit();
    const slots = await screen.findByTestId('home-lane-RNG', {}, slow);
    expect(within(slots).getByRole('heading').textContent).toBe('Slots');
    expect(within(slots).getByRole('link', { name: 'See all Slots' }).getAttribute('href')).toBe('/rng');
    expect(within(slots).getByRole('button', { name: /House Slots/ }).textContent).toMatch(/Hot$/);
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.querySelector('.vendor-card-name')!.textContent),
    ).toEqual(['House Slots', 'PP']);
    expect(within(screen.getByTestId('home-lane-LIVE')).getByText('Maintenance')).toBeTruthy();

    // The slots hub: remembered as the chosen vendor, opened on /rng's tab.
    fireEvent.click(screen.getByTestId('home-vendor-HV'));
    await waitFor(() => expect(window.location.pathname).toBe('/rng'));
    expect(window.location.search).toBe('?page=HV');
    expect(useSession.getState().gameVendor).toBe('HV');
  });

  it('has category pictures, promotion teasers that open /promotions, and the footer’s provider logos', async () => {
    visit();
    const live = await screen.findByTestId('home-category-LIVE', {}, slow);
    expect(live.getAttribute('href')).toBe('/live');
    expect(live.querySelector('img')!.getAttribute('width')).toBe('56');
    for (const key of ['welcome', 'deposit', 'vip'])
      expect(screen.getByTestId(`home-promo-${key}`).getAttribute('href')).toBe('/promotions');
    const footer = await screen.findByTestId('site-footer', {}, slow);
    await waitFor(() => expect(footer.querySelectorAll('.footer-provider-logo')).toHaveLength(4));
    expect(within(footer).getByText('House Slots')).toBeTruthy();
    // The three steps are the footer's only: home does not repeat them.
    expect(within(screen.getByTestId('home-page')).queryByRole('list', { name: 'How it works' })).toBeNull();
  });
});
