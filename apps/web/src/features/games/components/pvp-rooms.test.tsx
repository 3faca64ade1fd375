import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PvpRoom, PvpRoomsResponse } from '@bet/contracts/games/pvp-rooms';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { gameFixture, lanesAnswer, vendorFixture } from '@/test/games-fixtures';
import { lanesQuery } from '../api/vendor-lanes';
import type { LaunchTarget } from '../model/launch-dispatch';
import { PvpRooms } from './pvp-rooms';

// The launcher is the launch model's, tested there; here only what the Play button hands it.
const launch = vi.fn<(target: LaunchTarget) => void>();
vi.mock('../model/use-launch-game', () => ({ useLaunchGame: () => launch }));

const vendor = vendorFixture('HPVP', { gameType: 'PVP', displayName: 'Demo Bet Cards' });

const room = (nodeId: number, code: string, displayName: string, smallBet: number): PvpRoom => ({
  game: gameFixture(nodeId, {
    code,
    displayName,
    gameType: 'PVP',
    vassalage: 'HPVP',
    accountTypeName: 'HPVP',
    icon: `/images/games/${displayName.toLowerCase().replace("hold'em ", 'holdem-')}.svg`,
  }),
  smallBet,
  bigBet: smallBet * 2,
  handCost: smallBet * 24,
  seats: 6,
  tables: 2,
  players: 3,
  bots: 5,
  handsLastHour: 1234,
  averagePot: smallBet * 6.5,
  rakePercent: 5,
  rakeCap: smallBet * 2,
});

const rooms = [room(41, 'HOLDEM1', "Hold'em Bronze", 1), room(42, 'HOLDEM10', "Hold'em Silver", 10)];

function show(answer: () => PvpRoomsResponse | Promise<PvpRoomsResponse>) {
  const fetchMock = stubApi(statusFixture(), undefined, {
    pvpRooms: answer,
    vendorLanes: () => lanesAnswer({ PVP: [vendor] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PvpRooms currencySymbol="P" />
    </QueryClientProvider>,
  );
  return { fetchMock, queryClient, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
  launch.mockReset();
});

describe('PvpRooms', () => {
  it('shows each room with its stakes, live figures, rake and most a hand can hold', async () => {
    const { fetchMock } = show(() => ({ list: rooms }));
    const bronze = await screen.findByTestId('pvp-room-HOLDEM1');
    expect(screen.getByTestId('pvp-rooms')).toBeTruthy();
    expect(bronze.querySelector('h3')!.textContent).toBe("Hold'em Bronze");
    expect(screen.getByTestId('pvp-room-stakes-HOLDEM1').textContent).toBe('P 1 / P 2 fixed limit');
    expect(bronze.textContent).toContain('6 seats per table');
    expect(screen.getByTestId('pvp-room-tables-HOLDEM1').textContent).toBe('2');
    expect(screen.getByTestId('pvp-room-players-HOLDEM1').textContent).toBe('3');
    // Bots are counted apart from the people, under their own label.
    const bots = screen.getByTestId('pvp-room-bots-HOLDEM1');
    expect(bots.textContent).toBe('5');
    expect(bots.previousElementSibling!.textContent).toBe('Bots seated');
    expect(screen.getByTestId('pvp-room-hands-HOLDEM1').textContent).toBe('1,234');
    expect(screen.getByTestId('pvp-room-average-pot-HOLDEM1').textContent).toBe('P 6.50');
    expect(bronze.textContent).toContain('Rake 5%, at most P 2, only after the flop');
    expect(screen.getByTestId('pvp-room-hand-cost-HOLDEM1').textContent).toBe(
      'Up to P 24 a hand, held from your wallet',
    );
    expect(screen.getByTestId('pvp-room-stakes-HOLDEM10').textContent).toBe('P 10 / P 20 fixed limit');
    expect(screen.getByTestId('pvp-room-average-pot-HOLDEM10').textContent).toBe('P 65');
    expect(requestsTo(fetchMock, 'pvpRooms')).toHaveLength(1);
  });

  it("launches the room's game with its vendor from the Play button", async () => {
    const { queryClient } = show(() => ({ list: rooms }));
    const play = await screen.findByTestId('pvp-room-play-HOLDEM10');
    expect(play.textContent).toBe('Play');
    expect(play.getAttribute('aria-label')).toBe("Play Hold'em Silver");
    await waitFor(() => expect(queryClient.getQueryData(lanesQuery.queryKey)).toBeDefined());
    fireEvent.click(play);
    expect(launch).toHaveBeenCalledExactlyOnceWith({ game: rooms[1]!.game, vendor });
  });

  it('holds the room of the list while it loads, and shows nothing when there are no rooms', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const { container } = show(async () => {
      await released;
      return { list: [] };
    });
    expect(screen.getByTestId('pvp-rooms-loading').querySelectorAll('.pvp-room-skeleton')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('Loading the card rooms…');
    expect(screen.queryByTestId('pvp-rooms')).toBeNull();
    release();
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
