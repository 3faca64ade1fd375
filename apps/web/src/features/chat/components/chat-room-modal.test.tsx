import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ChatPushEvent, ChatRoomResponse } from '@bet/contracts/content/chat';
import { useSession } from '@/shared/session/session-store';
import { apiFail, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import ChatRoomModal from './chat-room-modal';

/** The browser's EventSource, driven by the test: `push` delivers one event to every open stream. */
class FakeEventSource {
  static open: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.open.push(this);
  }
  close() {
    this.closed = true;
  }
  static push(event: ChatPushEvent) {
    for (const s of FakeEventSource.open.filter((s) => !s.closed))
      act(() => s.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) })));
  }
}

const XSS =
  '<img src=x onerror="window.__chatXss=1"> <a href="javascript:alert(1)">click</a> https://evil.example';
const message = (id: number, text: string, authorKey = 'other-key'): ChatMessage => ({
  id,
  room: 'public',
  author: 'de***n1',
  authorKey,
  text,
  at: Date.UTC(2026, 0, 1, 12, id),
});
const roomAnswer = (messages: ChatMessage[], hasMore = false): ChatRoomResponse => ({
  room: 'public',
  headerColour: '#ffe000',
  headerTextColour: '#111111',
  maxLength: 200,
  messages,
  hasMore,
});

const renderRoom = (room?: { room: string; roomName: string }) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatRoomModal open onClose={() => {}} onLogin={vi.fn()} onRegister={vi.fn()} {...room} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  FakeEventSource.open = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  useSession.setState({ merchantCode: 'DEMO' });
});
afterEach(() => vi.unstubAllGlobals());

describe('chat room modal', () => {
  it('shows what players typed as text: HTML and links are never markup', async () => {
    stubApi(statusFixture(), [], { chatRoom: () => roomAnswer([message(1, XSS)]) });
    renderRoom();
    const list = await screen.findByTestId('chat-list');
    await waitFor(() => expect(within(list).getByText(XSS)).toBeTruthy());
    expect(list.querySelector('img')).toBeNull();
    expect(list.querySelector('a')).toBeNull();
    expect((window as { __chatXss?: number }).__chatXss).toBeUndefined();
  });

  it('colours the header as configured and lets a visitor read with a note to log in', async () => {
    stubApi(statusFixture(), [], { chatRoom: () => roomAnswer([message(1, 'hello')]) });
    renderRoom();
    await screen.findByText('hello');
    const dialog = screen.getByTestId('chat-modal');
    expect(dialog.style.getPropertyValue('--chat-header-bg')).toBe('#ffe000');
    expect(dialog.style.getPropertyValue('--chat-header-text')).toBe('#111111');
    expect(screen.getByTestId('chat-note').textContent).toContain('Log in or register to chat');
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    expect(FakeEventSource.open[0]!.url).toBe('/wps/system/events?channel=chat&merchant=DEMO');
  });

  it('adds and removes messages live from the stream, and aligns the player’s own to the right', async () => {
    useSession.setState({ token: 'player-token' });
    stubApi(statusFixture(), [], {
      chatRoom: () => roomAnswer([message(1, 'first')]),
      chatMe: () => ({ authorKey: 'my-key', blocked: null, mutedUntil: null }),
    });
    renderRoom();
    await screen.findByText('first');
    await screen.findByTestId('chat-composer');
    FakeEventSource.push({ type: 'message', message: message(2, 'mine, live', 'my-key') });
    const mine = (await screen.findByText('mine, live')).closest('li')!;
    expect(mine.className).toContain('mine');
    expect(screen.getByText('first').closest('li')!.className).not.toContain('mine');
    FakeEventSource.push({ type: 'deleted', room: 'public', id: 1 });
    await waitFor(() => expect(screen.queryByText('first')).toBeNull());
    // Another room's events are not this room's.
    FakeEventSource.push({ type: 'message', message: { ...message(3, 'elsewhere'), room: 'lottery:VN1' } });
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('sends a message, counts its characters, and translates a rate-limit refusal', async () => {
    useSession.setState({ token: 'player-token' });
    let calls = 0;
    const fetchMock = stubApi(statusFixture(), [], {
      chatRoom: () => roomAnswer([]),
      chatMe: () => ({ authorKey: 'my-key', blocked: null, mutedUntil: null }),
      sendChat: ({ body }) =>
        ++calls === 1
          ? message(5, (body as { text: string }).text, 'my-key')
          : apiFail(429, 'chat.rate.limited', { retryAfterMs: 1500 }),
    });
    renderRoom();
    const input = await screen.findByPlaceholderText('Write a message…');
    fireEvent.change(input, { target: { value: '  hi all  ' } });
    expect(screen.getByText('10/200')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-send'));
    await screen.findByText('hi all');
    expect(requestsTo(fetchMock, 'sendChat')[0]!.body).toEqual({ room: 'public', text: 'hi all' });
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByRole('alert')).textContent).toBe('You are sending too fast. Wait 2 seconds.');
  });

  it('tells a trial account it can only read', async () => {
    useSession.setState({ token: 'trial-token' });
    stubApi(statusFixture(), [], {
      chatRoom: () => roomAnswer([]),
      chatMe: () => ({ authorKey: 'k', blocked: 'TRIAL', mutedUntil: null }),
    });
    renderRoom();
    await waitFor(() =>
      expect(screen.getByTestId('chat-note').textContent).toContain('Register an account to chat'),
    );
  });

  it("opens a lottery game's room: its history, its title, its posts, and only its live events", async () => {
    useSession.setState({ token: 'player-token' });
    const room = 'lottery:FASTDICE';
    const fetchMock = stubApi(statusFixture(), [], {
      chatRoom: ({ url }) => ({
        ...roomAnswer([{ ...message(1, `history of ${url.searchParams.get('room')}`), room }]),
        room,
      }),
      chatMe: () => ({ authorKey: 'my-key', blocked: null, mutedUntil: null }),
      sendChat: ({ body }) => ({ ...message(5, (body as { text: string }).text, 'my-key'), room }),
    });
    renderRoom({ room, roomName: 'Fast Dice' });
    await screen.findByText('history of lottery:FASTDICE');
    expect(screen.getByRole('heading', { name: 'Chat room: Fast Dice' })).toBeTruthy();
    fireEvent.change(await screen.findByPlaceholderText('Write a message…'), { target: { value: 'go big' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await screen.findByText('go big');
    expect(requestsTo(fetchMock, 'sendChat')[0]!.body).toEqual({ room, text: 'go big' });
    FakeEventSource.push({ type: 'message', message: message(6, 'in the public room') });
    FakeEventSource.push({ type: 'message', message: { ...message(7, 'in this game'), room } });
    await screen.findByText('in this game');
    expect(screen.queryByText('in the public room')).toBeNull();
    FakeEventSource.push({ type: 'deleted', room, id: 1 });
    await waitFor(() => expect(screen.queryByText('history of lottery:FASTDICE')).toBeNull());
  });
});
