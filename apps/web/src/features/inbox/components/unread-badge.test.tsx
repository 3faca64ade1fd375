import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { requestsTo, statusFixture, stubApi } from '@/test/fixtures';
import LiveUnreadBadge from './live-unread-badge';

/** The member event stream, held open: `push` sends one event. */
function memberStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const push = (data: object) =>
    controller.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(data)}\n\n`));
  return { response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }), push };
}

function Header({ enabled = true }: { enabled?: boolean }) {
  return (
    <>
      <button type="button" className="has-badge" data-testid="messages">
        Messages
        <LiveUnreadBadge placement="corner" enabled={enabled} live />
      </button>
      <LiveUnreadBadge placement="inline" enabled={enabled} />
    </>
  );
}

function setup(enabled = true) {
  const stream = memberStream();
  const fetchMock = stubApi(statusFixture(), undefined, {
    unreadMessageCount: () => ({ unread: 2 }),
    'GET /wps/member/events': () => stream.response,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Header enabled={enabled} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { fetchMock, push: stream.push };
}

beforeEach(async () => {
  await changeLanguage('EN');
  useSession.getState().setMerchant('DEMO');
  useSession.getState().login({ token: 'tok-1', isAgent: '0', nickname: 'Lucky', account: 'player1' });
});

describe('the unread badge', () => {
  it('shows the count, follows the live stream (no polling) and hides at 0', async () => {
    const { fetchMock, push } = setup();
    expect((await screen.findByTestId('unread-badge-corner')).textContent).toContain('2');
    expect(screen.getByTestId('unread-badge-inline').textContent).toContain('2');
    expect(screen.getByRole('button', { name: /^Messages\s*Unread messages: 2$/ })).toBeTruthy();
    const stream = requestsTo(fetchMock, 'GET /wps/member/events');
    expect(stream).toHaveLength(1);
    const headers = new Headers(
      fetchMock.mock.calls.find(([u]) => String(u).includes('events'))![1]!.headers,
    );
    expect(headers.get('Authorization')).toBe('tok-1');
    expect(headers.get('Merchant')).toBe('DEMO');

    await act(async () => push({ type: 'inbox', unread: 5 }));
    expect((await screen.findAllByText('5')).length).toBe(2);
    await act(async () => push({ type: 'inbox', unread: 120 }));
    expect((await screen.findAllByText('99+')).length).toBe(2);
    await act(async () => push({ type: 'inbox', unread: 0 }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByTestId('unread-badge-corner')).toBeNull();
    expect(requestsTo(fetchMock, 'unreadMessageCount')).toHaveLength(1);
  });

  it('opens nothing for a trial account', async () => {
    const { fetchMock } = setup(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestsTo(fetchMock, 'GET /wps/member/events')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'unreadMessageCount')).toHaveLength(0);
    expect(screen.queryByTestId('unread-badge-corner')).toBeNull();
  });
});
