import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '@/test/render-console';

const slow = { timeout: 5000 };
const XSS = '<img src=x onerror=alert(1)> hello';
const messages = {
  messages: [
    { id: 7, room: 'public', username: 'demodown1', text: XSS, at: Date.now() - 60_000 },
    { id: 8, room: 'public', username: 'demoplayer', text: 'good luck all', at: Date.now() },
  ],
  hasMore: false,
};
const gameMessages = {
  messages: [{ id: 9, room: 'lottery:FASTDICE', username: 'demoplayer', text: 'six again', at: Date.now() }],
  hasMore: false,
};
const answers = () => ({
  'GET /ops/chat/rooms': {
    value: {
      rooms: [
        { room: 'public', gameCode: null, name: null },
        { room: 'lottery:FASTDICE', gameCode: 'FASTDICE', name: 'Fast Dice' },
      ],
    },
  },
  'GET /ops/chat/messages': (_body: unknown, url: string) =>
    new URL(url).searchParams.get('room') === 'lottery:FASTDICE'
      ? { value: gameMessages }
      : { value: messages },
  'GET /ops/chat/restrictions': {
    value: { list: [{ username: 'spammer1', kind: 'BAN', until: null, reason: 'links', at: Date.now() }] },
  },
  'GET /ops/chat/settings': { value: { headerColour: '#0f7b4f', words: ['scam'] } },
  'POST /ops/chat/messages/delete': { value: { id: 7 } },
  'POST /ops/chat/restrictions': (body: unknown) => ({
    value: { ...(body as object), until: Date.now() + 3_600_000, at: Date.now() },
  }),
  'GET /ops/queues/counts': {
    value: {
      deposits: { pending: 0, oldestAt: null },
      withdrawals: { pending: 0, oldestAt: null },
      vendorTransfers: { pending: 0, oldestAt: null },
    },
  },
  'GET /ops/feedback/counts': { value: { pending: 0, oldestAt: null } },
});
const bodiesTo = (fetchMock: ReturnType<typeof renderConsole>['fetchMock'], method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => new URL(String(url), 'http://x').pathname === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

class SilentEventSource {
  onmessage = null;
  close() {}
}
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('chat moderation page', () => {
  it('shows the room as text with whole usernames, and deletes a message with a reason', async () => {
    const { fetchMock } = renderConsole('/chat', { role: 'support', answers: answers() });
    const log = await screen.findByTestId('ops-chat-log', {}, slow);
    await within(log).findByText(XSS);
    expect(log.querySelector('img')).toBeNull();
    const entry = within(log).getByText(XSS).closest('li')!;
    expect(within(entry).getByText('demodown1')).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/reason/i), { target: { value: 'spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() =>
      expect(bodiesTo(fetchMock, 'POST', '/ops/chat/messages/delete')).toEqual([{ id: 7, reason: 'spam' }]),
    );
    // Support moderates but does not configure: no word filter, no colour.
    expect(screen.queryByText('Word filter')).toBeNull();
    expect(screen.getByTestId('chat-restrictions').textContent).toContain('spammer1');
  });

  it('mutes the author of a message for the chosen time', async () => {
    const { fetchMock } = renderConsole('/chat', { role: 'admin', answers: answers() });
    const log = await screen.findByTestId('ops-chat-log', {}, slow);
    const entry = (await within(log).findByText('good luck all')).closest('li')!;
    fireEvent.click(within(entry).getByRole('button', { name: 'Mute' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('For how long'), { target: { value: '1440' } });
    fireEvent.change(within(dialog).getByLabelText(/reason/i), { target: { value: 'flooding' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    await waitFor(() =>
      expect(bodiesTo(fetchMock, 'POST', '/ops/chat/restrictions')).toEqual([
        { username: 'demoplayer', kind: 'MUTE', minutes: 1440, reason: 'flooding' },
      ]),
    );
    // An admin configures: the filter and the colour preview (dark text would not read on green).
    expect(await screen.findByText('scam')).toBeTruthy();
    expect(screen.getByTestId('chat-colour-preview').style.color).toBe('rgb(255, 255, 255)');
  });

  it('is not in the menu of a role without playerAccess', async () => {
    renderConsole('/', { role: 'finance', answers: answers() });
    await screen.findByRole('link', { name: /^Players/ }, slow);
    expect(screen.queryByRole('link', { name: /^Chat room/ })).toBeNull();
  });

  it("switches to a lottery game's room and moderates there", async () => {
    const { fetchMock } = renderConsole('/chat', { role: 'support', answers: answers() });
    const picker = await screen.findByTestId('ops-chat-room', {}, slow);
    await within(picker).findByRole('option', { name: 'Lottery: Fast Dice' });
    expect((picker as HTMLSelectElement).value).toBe('public');
    fireEvent.change(picker, { target: { value: 'lottery:FASTDICE' } });
    const log = screen.getByTestId('ops-chat-log');
    const entry = (await within(log).findByText('six again')).closest('li')!;
    expect(within(log).queryByText('good luck all')).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((u) => u.pathname === '/ops/chat/messages')
      .map((u) => u.searchParams.get('room'));
    expect(asked).toContain('lottery:FASTDICE');
    fireEvent.click(within(entry).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/reason/i), { target: { value: 'spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() =>
      expect(bodiesTo(fetchMock, 'POST', '/ops/chat/messages/delete')).toEqual([{ id: 9, reason: 'spam' }]),
    );
  });
});
