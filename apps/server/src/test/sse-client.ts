import { get as httpGet, type IncomingMessage } from 'node:http';

/** A Server-Sent Events stream over real HTTP, collecting each event's `data:` JSON as it comes. */
export async function openEventStream<E = { type: string; [k: string]: unknown }>(
  port: number,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject),
  );
  const events: E[] = [];
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    for (const block of text.split('\n\n').slice(0, -1)) {
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)) as E);
    }
    text = text.slice(text.lastIndexOf('\n\n') + 2);
  });
  return { res, events, close: () => res.destroy() };
}

/** Waits until `find` answers something (polling every 20 ms), or fails after `ms`. */
export async function until<T>(find: () => T | undefined, ms = 12_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
