import { request as httpGet, type IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { InProcessBus } from '../../adapters/redis/bus.js';
import { createTestApp } from '../../test/test-app.js';
import { pushChannel, registerEventRoutes } from './events.routes.js';

/** Opens a stream and collects its text; `ended` resolves when the server ends it. */
async function open(app: FastifyInstance, path: string) {
  const { port } = app.server.address() as { port: number };
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path }, resolve);
    req.on('error', reject);
    req.end();
  });
  const stream = { res, text: '', ended: new Promise<void>((resolve) => res.on('end', resolve)) };
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (stream.text += chunk));
  return stream;
}

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 3_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('GET /wps/system/events (Server-Sent Events from the bus)', () => {
  it("streams the merchant's channel as data lines, with heartbeats, and ends every stream on close", async () => {
    const bus = new InProcessBus({ warn: () => {} });
    const server = Fastify();
    app = server;
    await server.register(rateLimit, { global: false });
    registerEventRoutes(server, {
      bus,
      merchants: { resolve: async (code) => ({ merchant: { id: code === 'OTHER' ? 2 : 1 } }) as never },
      rateLimit: { max: 100, timeWindow: '1 minute' },
      heartbeatMs: 30,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });

    const mine = await open(server, '/wps/system/events');
    const other = await open(server, '/wps/system/events?channel=notices&merchant=OTHER');
    expect(mine.res.statusCode).toBe(200);
    expect(mine.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await until(() => mine.text.includes(': heartbeat\n\n'));

    bus.publish(pushChannel(1, 'notices'), { title: 'Maintenance tonight', n: 1 });
    await until(() => mine.text.includes('data: '));
    expect(mine.text).toMatch(/^retry: 5000\n\n/);
    expect(mine.text).toContain('data: {"title":"Maintenance tonight","n":1}\n\n');
    expect(other.text).not.toContain('data: ');

    await server.close();
    app = null;
    await Promise.all([mine.ended, other.ended]);
  });

  it('refuses an unknown channel in the envelope', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/wps/system/events?channel=secrets' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request_param_err');
    } finally {
      await t.close();
    }
  });
});
