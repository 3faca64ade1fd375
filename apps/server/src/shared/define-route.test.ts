import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { MerchantWalletResponse } from '@bet/contracts/wallet/balance';
import { errorsPlugin } from '../plugins/errors.js';
import { defineRoute, RESPONSE_CONTRACT_MISMATCH } from './define-route.js';
import { CachedText, RawJson } from './raw-json.js';

/** A bare app with one contract route whose handler answers `value`; its log lines are kept. */
function appAnswering(value: unknown, checkResponses: boolean) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  app.decorate('checkResponses', checkResponses);
  // A handler that breaks the contract: the type system refuses it, so it is forced here.
  defineRoute(app, 'merchantWallet', { handler: () => value as MerchantWalletResponse });
  return { app, lines };
}

describe('defineRoute response check', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('answers 500 with a clear code, and logs the route and the issues, when the answer breaks its schema', async () => {
    const made = appAnswering({ isSingle: 'no' }, true);
    app = made.app;
    const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/merchant' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: RESPONSE_CONTRACT_MISMATCH });
    expect(res.json().message).toContain('merchantWallet');
    const line = made.lines.find((l) => l.msg === 'response does not match the contract');
    expect(line).toMatchObject({
      route: 'merchantWallet',
      issues: [expect.objectContaining({ path: ['isSingle'] })],
    });
  });

  it('checks a cached JSON document as the client reads it', async () => {
    app = appAnswering(new RawJson(new CachedText('{"isSingle":1}')), true).app;
    const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/merchant' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe(RESPONSE_CONTRACT_MISMATCH);
  });

  it('counts a handler that returns nothing as a mismatch too', async () => {
    app = appAnswering(undefined, true).app;
    const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/merchant' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errorCode).toBe(RESPONSE_CONTRACT_MISMATCH);
  });

  it('lets an answer that matches go out in the envelope', async () => {
    app = appAnswering({ isSingle: false }, true).app;
    const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/merchant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { isSingle: false } });
  });

  it('skips the check outside tests (production answers as the handler said)', async () => {
    app = appAnswering({ isSingle: 'no' }, false).app;
    const res = await app.inject({ method: 'GET', url: '/wps/v2/wallets/merchant' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ isSingle: 'no' });
  });
});

describe('defineRoute input', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('refuses U+0000 in any parsed field as a bad parameter before the handler runs (PostgreSQL cannot store it)', async () => {
    app = Fastify();
    await app.register(errorsPlugin, { fallback: (_request, reply) => reply.status(404).send() });
    let calls = 0;
    defineRoute(app, 'affiliateCheck', {
      handler: () => {
        calls++;
        return { valid: true, agent: 'demoagent' };
      },
    });
    const refused = await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=a%00b' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ path: 'code', code: 'invalid_characters' }] },
    });
    expect(calls).toBe(0);
    const accepted = await app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=DEMOAGENT' });
    expect(accepted.statusCode).toBe(200);
  });
});
