/**
 * A Server-Sent Events reader on `fetch` + `ReadableStream`: unlike `EventSource` it can send the
 * `Authorization` header (the member's own stream). It reconnects after a break with exponential
 * back-off (with jitter, reset once a stream opens) and stops for good on 401/403 (the session is
 * gone or refused: retrying cannot help) or when closed.
 */
export interface EventStreamOptions {
  url: string;
  /** Read before each (re)connect, so a new token or merchant is used. */
  headers: () => Record<string, string>;
  onMessage: (data: unknown) => void;
  /** The server refused the stream (401/403): it is not retried. */
  onRefused?: (status: number) => void;
  /** First retry delay; doubled per failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
}

/** The `data:` payloads of complete events in `buffer`, and what is left of it (a partial event). */
export function parseEvents(buffer: string): { events: string[]; rest: string } {
  const events: string[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (data.length > 0) events.push(data.join('\n'));
  }
  return { events, rest };
}

/** Opens the stream; answers the function that closes it. */
export function openEventStream(options: EventStreamOptions): () => void {
  const { minDelayMs = 1_000, maxDelayMs = 30_000 } = options;
  const doFetch = options.fetch ?? fetch.bind(globalThis);
  let closed = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const retry = () => {
    if (closed) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    failures += 1;
    // Jitter: a server restart does not get every page back at the same instant.
    timer = setTimeout(connect, delay / 2 + Math.random() * (delay / 2));
  };

  const deliver = (text: string) => {
    try {
      options.onMessage(JSON.parse(text));
    } catch {
      // Not JSON: not one of ours; ignored.
    }
  };

  async function connect() {
    if (closed) return;
    controller = new AbortController();
    try {
      const res = await doFetch(options.url, {
        headers: { Accept: 'text/event-stream', ...options.headers() },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 403) {
        closed = true;
        options.onRefused?.(res.status);
        return;
      }
      if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
      failures = 0;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEvents(buffer + decoder.decode(value, { stream: true }));
        buffer = parsed.rest;
        parsed.events.forEach(deliver);
      }
    } catch {
      // A network error or our own abort: retried below unless closed.
    }
    retry();
  }

  void connect();
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
