import { generateKeyPairSync } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { encryptForServer } from '../test/encrypt-for-server.js';
import { errorsPlugin } from './errors.js';
import { payloadEncryptionPlugin } from './payload-encryption.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

async function appWithEchoRoute() {
  const app = Fastify();
  await app.register(errorsPlugin, { fallback: (_req, reply) => reply.status(404).send() });
  await app.register(payloadEncryptionPlugin, { privateKey });
  app.post('/secret', { config: { encrypted: true } }, async (request) => ({
    success: true,
    value: request.body,
  }));
  app.post('/plain', async (request) => ({ success: true, value: request.body }));
  return app;
}

describe('payload encryption', () => {
  it('opens an RSA-OAEP-256 + AES-256-GCM body on flagged routes only', async () => {
    const app = await appWithEchoRoute();
    const body = { username: 'demoplayer', password: 'pässwörd ✓' };
    const res = await app.inject({
      method: 'POST',
      url: '/secret',
      payload: encryptForServer(publicPem, body),
    });
    expect(res.json().value).toEqual(body);
    const plain = await app.inject({ method: 'POST', url: '/plain', payload: body });
    expect(plain.json().value).toEqual(body);
  });

  it.each([
    ['a plain body', () => ({ username: 'x' })],
    ['no body', () => undefined],
    [
      'a tampered ciphertext',
      () => {
        const enc = encryptForServer(publicPem, { a: 1 });
        const data = Buffer.from(enc.encrypted.data, 'base64');
        data[0] = data[0]! ^ 1;
        return { encrypted: { ...enc.encrypted, data: data.toString('base64') } };
      },
    ],
    [
      'a key wrapped for another server',
      () => {
        const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
          .publicKey.export({ type: 'spki', format: 'pem' })
          .toString();
        return encryptForServer(other, { a: 1 });
      },
    ],
  ])('refuses %s with 400 encryption.required', async (_name, make) => {
    const app = await appWithEchoRoute();
    const payload = make();
    const res = await app.inject({ method: 'POST', url: '/secret', ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('encryption.required');
  });
});
