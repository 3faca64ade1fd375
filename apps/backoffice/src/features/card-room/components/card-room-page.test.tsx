import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render-console';

const SEED = '5f0c9a7e41d2b3a8c6e4f1029384756a1b2c3d4e5f60718293a4b5c6d7e8f901';
const COMMIT = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const room = (code: string, name: string, smallBet: number, extra: object = {}) => ({
  code,
  name,
  smallBet,
  tables: 0,
  players: 0,
  bots: 0,
  handsLastHour: 0,
  averagePot: 0,
  ...extra,
});
const hand = (id: string, no: number, extra: object = {}) => ({
  id,
  room: 'HOLDEM10',
  table: '12',
  no,
  pot: 84,
  rake: 4.2,
  people: 2,
  bots: 2,
  winners: ['Bot Ana', 'maria88'],
  settledAt: Date.UTC(2026, 2, 30, 4, 15, 30),
  commit: COMMIT,
  seed: SEED,
  ...extra,
});
const overview = {
  book: { rake: 1234.5, bots: -56.25 },
  rooms: [
    room('HOLDEM1', "Hold'em Bronze", 1, {
      tables: 2,
      players: 5,
      bots: 3,
      handsLastHour: 42,
      averagePot: 12.4,
    }),
    room('HOLDEM10', "Hold'em Silver", 10, {
      tables: 1,
      players: 2,
      bots: 2,
      handsLastHour: 7,
      averagePot: 118,
    }),
    room('HOLDEM50', "Hold'em Gold", 50),
  ],
  hands: [
    hand('901', 37),
    hand('900', 36, {
      room: 'HOLDEM1',
      table: '4',
      pot: 6,
      rake: 0,
      people: 3,
      bots: 1,
      winners: ['Bot Ben'],
    }),
  ],
};
const empty = { book: { rake: 0, bots: 0 }, rooms: [], hands: [] };

/** The tile whose label is `label`, in the summary. */
const tile = async (label: string) => {
  const summary = await screen.findByRole('region', { name: 'The card room at a glance' });
  return within(summary).getByText(label).parentElement!;
};
const rowOf = (table: HTMLElement, text: string) =>
  within(table).getByText(text, { selector: 'td' }).closest('tr')!;

/** jsdom gives no clipboard: the test lends one, or takes it away. */
const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
afterEach(() => setClipboard(undefined));

describe('card room page', () => {
  it('shows the house book, the seats summed over the rooms, each room and the last hands', async () => {
    renderConsole('/card-room', { role: 'support', answers: { 'GET /ops/card-room': { value: overview } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Card room' })).toBeTruthy();
    // every role reads it: the menu shows it to support too, next to the sportsbook
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels.indexOf('Card room')).toBe(labels.indexOf('Sportsbook') + 1);
    expect(within(menu).getByRole('link', { name: 'Card room' }).getAttribute('href')).toBe('/card-room');
    expect(screen.getByRole('link', { name: 'Games › House games' }).getAttribute('href')).toBe(
      '/games/house',
    );

    const rake = await tile('Rake taken');
    expect(within(rake).getByText('1,234.50')).toBeTruthy();
    expect(within(rake).getByText('Real money, since the start')).toBeTruthy();
    const bots = await tile("Bots' result");
    expect(within(bots).getByText('-56.25')).toBeTruthy();
    expect(bots.className).toContain('stat-bad');
    expect(
      within(bots).getByText(
        "Lost: what the house's bots won from or lost to players; it is the house's money",
      ),
    ).toBeTruthy();
    expect(within(await tile('Tables running')).getByText('3')).toBeTruthy();
    expect(within(await tile('People seated')).getByText('7')).toBeTruthy();
    expect(within(await tile('Bots seated')).getByText('5')).toBeTruthy();

    const rooms = screen.getByRole('region', { name: 'Rooms now' });
    const silver = rowOf(rooms, "Hold'em Silver");
    expect(within(silver).getByText('HOLDEM10')).toBeTruthy();
    expect(within(silver).getByText('10.00 / 20.00')).toBeTruthy();
    expect(within(silver).getByText('118.00')).toBeTruthy();
    expect(within(rowOf(rooms, "Hold'em Bronze")).getByText('42')).toBeTruthy();

    const hands = screen.getByRole('region', { name: 'The last 50 real-money hands, newest first' });
    const last = rowOf(hands, 'Bot Ana, maria88');
    expect(within(last).getByText("Hold'em Silver")).toBeTruthy();
    expect(within(last).getByText('37')).toBeTruthy();
    expect(within(last).getByText('84.00')).toBeTruthy();
    expect(within(last).getByText('4.20')).toBeTruthy();
    expect(within(last).getByText('2 / 2')).toBeTruthy();
    expect(within(last).getByText(SEED).getAttribute('title')).toBe(SEED);
    expect(within(last).getByText(COMMIT).getAttribute('title')).toBe(COMMIT);
    expect(within(rowOf(hands, 'Bot Ben')).getByText('3 / 1')).toBeTruthy();
  });

  it('copies a hand’s seed, and selects it where the browser gives no clipboard', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    renderConsole('/card-room', { answers: { 'GET /ops/card-room': { value: overview } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy the seed of hand 37 at table 12' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SEED));
    expect(await screen.findByText('Copied.')).toBeTruthy();

    setClipboard(undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the commit of hand 37 at table 12' }));
    expect(await screen.findByText('Selected: press Ctrl+C to copy.')).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(COMMIT);
  });

  it('says when no room is open and no hand has been played, and shows a refusal', async () => {
    renderConsole('/card-room', { answers: { 'GET /ops/card-room': { value: empty } } });
    expect(
      await screen.findByText(
        "No room is open: the card room's games are off or missing from the catalogue.",
      ),
    ).toBeTruthy();
    expect(screen.getByText('No real-money hand has been settled yet.')).toBeTruthy();
    const bots = await tile("Bots' result");
    expect(within(bots).getByText('0.00')).toBeTruthy();
    expect(bots.className).not.toMatch(/stat-(good|bad)/);
    expect(within(await tile('Tables running')).getByText('0')).toBeTruthy();
  });

  it('shows the error when the card room does not answer', async () => {
    renderConsole('/card-room', { answers: { 'GET /ops/card-room': { errorCode: 'vendor.unavailable' } } });
    expect(
      await screen.findByText('The game provider is not answering right now. Please try again later.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The card room at a glance' })).toBeNull();
  });
});
