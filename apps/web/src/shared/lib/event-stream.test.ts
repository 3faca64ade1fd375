import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, parseEvents } from './event-stream';

/** A response whose body sends `chunks` and then ends (or stays open when `hold`). */
function streamResponse(chunks: string[], { status = 200, hold = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(encoder.encode(c)));
      if (!hold) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => vi.useRealTimers());

describe('parseEvents', () => {
  it('reads data lines of complete events, skips comments and retry, keeps a partial event', () => {
    const { events, rest } = parseEvents('retry: 5000\n\n: heartbeat\n\ndata: {"a":1}\n\ndata: {"b"');
    expect(events).toEqual(['{"a":1}']);
    expect(rest).toBe('data: {"b"');
    expect(parseEvents('data: x\r\ndata: y\r\n\r\n').events).toEqual(['x\ny']);
  });
});

describe('openEventStream', () => {
  it('sends the headers, delivers events split across chunks, and reconnects with back-off after a break', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(streamResponse(['data: {"type":"inbox",', '"unread":2}\n\n']))
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(streamResponse(['data: {"type":"inbox","unread":3}\n\n'], { hold: true }));
    const messages: unknown[] = [];
    const close = openEventStream({
      url: '/wps/member/events',
      headers: () => ({ Authorization: 'tok' }),
      onMessage: (m) => messages.push(m),
      minDelayMs: 100,
      fetch: fetchMock,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(messages).toEqual([{ type: 'inbox', unread: 2 }]);
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'tok' });
    // First retry within 100 ms, the second within 200 ms: not before.
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(49);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(messages.at(-1)).toEqual({ type: 'inbox', unread: 3 });
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops for good when the server refuses the session', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    const refused = vi.fn();
    openEventStream({
      url: '/x',
      headers: () => ({}),
      onMessage: () => {},
      onRefused: refused,
      minDelayMs: 1,
      fetch: fetchMock,
    });
    await flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refused).toHaveBeenCalledWith(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
