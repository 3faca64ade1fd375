import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatRoomResponse } from '@bet/contracts/content/chat';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { helpFixture, requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import { App } from './app';

const slow = { timeout: 5000 };
const lotteryOk = (value: unknown) => new Response(JSON.stringify({ ok: true, value }));

class SilentEventSource {
  onmessage = null;
  onerror = null;
  onopen = null;
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

const roomOf = (room: string): ChatRoomResponse => ({
  room,
  headerColour: '#0f7b4f',
  headerTextColour: '#ffffff',
  maxLength: 200,
  messages: [
    { id: 1, room, author: 'de***n1', authorKey: 'k', text: `hello from ${room}`, at: Date.UTC(2026, 0, 1) },
  ],
  hasMore: false,
});

function visit(path: string) {
  window.history.pushState({}, '', path);
  const fetchMock = stubApi(statusFixture(), helpFixture, {
    vendorLanes: () => ({ lanes: [] }) as never,
    chatRoom: ({ url }) => roomOf(url.searchParams.get('room') ?? 'public'),
    'GET /hv/lottery/next': () => lotteryOk({ draws: [], serverTime: Date.now() }),
    'GET /hv/lottery/draws': () => lotteryOk({ draws: [], totalCount: 0 }),
  });
  render(<App />);
  return fetchMock;
}

beforeEach(() => {
  useSession.getState().setMerchant('DEMO');
  vi.stubGlobal('EventSource', SilentEventSource);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('EN');
});

describe("a lottery game's chat room", () => {
  it("opens the game's own room from the game page, titled with the game", async () => {
    await changeLanguage('EN');
    const fetchMock = visit('/lottery?gameCode=FASTDICE');
    const button = await screen.findByTestId('chat-room-button', {}, slow);
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toContain('Game chat');
    fireEvent.click(button);
    const modal = await screen.findByTestId('chat-modal', {}, slow);
    expect(within(modal).getByRole('heading').textContent).toBe('Chat room: Fast Dice');
    await within(modal).findByText('hello from lottery:FASTDICE', {}, slow);
    expect(requestsTo(fetchMock, 'chatRoom').map((r) => r.url.searchParams.get('room'))).toEqual([
      'lottery:FASTDICE',
    ]);
  });

  it('says it in Tagalog', async () => {
    await changeLanguage('TY');
    visit('/lottery?gameCode=FASTDICE');
    fireEvent.click(await screen.findByTestId('chat-room-button', {}, slow));
    const modal = await screen.findByTestId('chat-modal', {}, slow);
    expect(within(modal).getByRole('heading').textContent).toBe('Silid ng chat: Mabilis na Dais');
    expect(screen.getByTestId('chat-room-button').textContent).toContain('Chat ng laro');
  });

  it('is not on the lobby, which has no game', async () => {
    await changeLanguage('EN');
    visit('/lottery');
    await screen.findByTestId('page-lottery', {}, slow);
    expect(screen.queryByTestId('chat-room-button')).toBeNull();
  });
});
