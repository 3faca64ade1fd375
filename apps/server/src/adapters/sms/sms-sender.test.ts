import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { HttpSmsSender } from './http-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import { createSmsSender } from './create-sms-sender.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real provider stand-in on a free port: answers with `status` and keeps what it got. */
async function startProvider(status: number): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, received, server };
}
const stop = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let handle: DbHandle;
let merchantId: number;
beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => handle.close());

const rowsFor = (to: string) =>
  handle.db.selectFrom('sms_outbox').selectAll().where('to_number', '=', to).execute();

describe('SMS senders', () => {
  it('outbox sender writes the message for the operator to read', async () => {
    await new OutboxSmsSender(handle.db).send({ merchantId, to: '+639170000001', body: 'code 123456' });
    const rows = await rowsFor('+639170000001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchant_id: merchantId,
      body: 'code 123456',
      provider: 'outbox',
      status: 'sent',
    });
  });

  it('HTTP sender posts JSON with the bearer token and records it as sent', async () => {
    const provider = await startProvider(200);
    try {
      const sender = new HttpSmsSender(handle.db, { url: provider.url, token: 'tok-123' });
      await sender.send({ merchantId, to: '+639170000002', body: 'your code 654321' });
      expect(provider.received).toHaveLength(1);
      const [got] = provider.received;
      expect(got!.headers.authorization).toBe('Bearer tok-123');
      expect(got!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(got!.body)).toEqual({ to: '+639170000002', body: 'your code 654321' });
      expect(await rowsFor('+639170000002')).toMatchObject([{ provider: 'http', status: 'sent' }]);
    } finally {
      await stop(provider.server);
    }
  });

  it('HTTP sender refuses with phone.unknown.error and records the failure when the provider answers 500', async () => {
    const provider = await startProvider(500);
    try {
      const sender = new HttpSmsSender(handle.db, { url: provider.url, token: 'tok-123' });
      await expect(sender.send({ merchantId, to: '+639170000003', body: 'x' })).rejects.toMatchObject({
        errorCode: ErrorCodes.phoneUnknownError,
      });
      expect(provider.received).toHaveLength(1);
      expect(await rowsFor('+639170000003')).toMatchObject([{ provider: 'http', status: 'failed' }]);
    } finally {
      await stop(provider.server);
    }
  });

  it('HTTP sender gives up after its timeout when the provider hangs', async () => {
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
      const sender = new HttpSmsSender(handle.db, { url, timeoutMs: 200 });
      await expect(sender.send({ merchantId, to: '+639170000004', body: 'x' })).rejects.toMatchObject({
        errorCode: ErrorCodes.phoneUnknownError,
      });
      expect(await rowsFor('+639170000004')).toMatchObject([{ status: 'failed' }]);
    } finally {
      hanging.closeAllConnections();
      await stop(hanging);
    }
  });

  it('createSmsSender picks the provider only when SMS_PROVIDER_URL is set', () => {
    expect(
      createSmsSender({ SMS_PROVIDER_URL: undefined, SMS_PROVIDER_TOKEN: undefined }, handle.db),
    ).toBeInstanceOf(OutboxSmsSender);
    expect(
      createSmsSender({ SMS_PROVIDER_URL: 'http://127.0.0.1:1/', SMS_PROVIDER_TOKEN: 't' }, handle.db),
    ).toBeInstanceOf(HttpSmsSender);
  });
});
