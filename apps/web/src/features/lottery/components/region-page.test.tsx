import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { RegionLotteryPage, SEA_GAMES, VN_REGIONS } from './region-page';

// The betting panel is helper A's and tested there; here only what it is given matters.
vi.mock('./betting-panel', () => ({
  LotteryBettingPanel: ({ gameCode, playType }: { gameCode: string; playType?: string | null }) => (
    <div data-testid="betting-panel" data-game={gameCode} data-play-type={playType ?? ''} />
  ),
}));
vi.mock('../model/lottery-session', () => ({ useLotterySession: () => ({ token: null, status: 'guest' }) }));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function show(path: string, games: readonly string[] = VN_REGIONS) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ ok: true, value: { draws: [], totalCount: 0 } }))),
  );
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <RegionLotteryPage routeName="vnlottery" games={games} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('RegionLotteryPage', () => {
  afterEach(() => vi.useRealTimers());

  it('names each VN region with the day’s province (Vietnam time) and opens on the first', () => {
    // Wednesday 25 Nov 2026 20:00 UTC is already Thursday in Vietnam.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 25, 20) });
    show('/vnlottery');
    expect(screen.getByTestId('region-tab-VN_NORTH').textContent).toBe('North · Hà Nội');
    expect(screen.getByTestId('region-tab-VN_SOUTH').textContent).toBe('South · Tây Ninh');
    expect(screen.getByTestId('region-tab-VN_NORTH').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('betting-panel').dataset.game).toBe('VN_NORTH');
  });

  it('follows ?gameCode= and ?playType=, and a tab click keeps the game in the address', () => {
    show('/vnlottery?gameCode=VN_SOUTH&playType=DE');
    expect(screen.getByTestId('betting-panel').dataset.game).toBe('VN_SOUTH');
    expect(screen.getByTestId('betting-panel').dataset.playType).toBe('DE');
    fireEvent.click(screen.getByTestId('region-tab-VN_CENTRAL'));
    expect(screen.getByTestId('betting-panel').dataset.game).toBe('VN_CENTRAL');
    expect(screen.getByTestId('where').textContent).toBe('?gameCode=VN_CENTRAL');
    expect(screen.getByTestId('lottery-records')).toBeTruthy();
  });

  it('ignores a game of another page and offers the SEA tabs without provinces', () => {
    show('/seaLottery?gameCode=VN_NORTH', SEA_GAMES);
    expect(screen.getByTestId('region-tab-SEA_4D').textContent).toBe('4D');
    expect(screen.getByTestId('betting-panel').dataset.game).toBe('SEA_4D');
  });

  it('opens a draw’s verification from ?verify=', async () => {
    show('/vnlottery?verify=VN_NORTH%3A20261125');
    expect(await screen.findByTestId('verify-modal')).toBeTruthy();
  });
});
