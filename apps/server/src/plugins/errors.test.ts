import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@bet/contracts/routes';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const issue2Calls = routeList.filter((r) => r.issue === 2);

describe('bad input never changes anything and never gets a 5xx', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/unknown', '/ops/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
    }
  });

  it('answers a wrong method with 405 http_method_not_support', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/system/status', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json().errorCode).toBe('http_method_not_support');
    expect(res.headers.allow).toContain('GET');
  });

  it('answers malformed JSON with 400 request_param_err', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/ops/session/login', headers: { 'content-type': 'application/json' }, payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_param_err');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/ops/session/login', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(2_000_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('payload.too.large');
  });

  it.each(issue2Calls.map((r) => [r.name, r] as const))('%s survives hostile input', async (_name, route) => {
    const hostile = [
      { url: `${route.path}?url=${'x'.repeat(5000)}` },
      { url: `${route.path}?url[]=1&url[]=2&__proto__=1` },
      { url: route.path, headers: { language: '\u0000☃'.repeat(50), merchant: ' ' } },
      { url: route.path, headers: { merchant: "DEMO' or 1=1 --" } },
      { url: route.path, headers: { 'cf-ipcountry': '<script>' } },
      { url: route.path, headers: { 'content-type': 'application/json' }, payload: 'not json' },
    ];
    for (const input of hostile) {
      const res = await t.app.inject({ method: route.method, ...input });
      expect(res.statusCode, `${route.path} ${JSON.stringify(input).slice(0, 80)}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('success');
    }
  });
});

describe('headers and operations endpoints', () => {
  it('sends a strict CSP and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { 'x-request-id': 'abc-123' } });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('answers /healthz, /readyz and /metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('route="/wps/system/whitelabel"');
  });

  it('reports not ready while shutting down', async () => {
    const other = await createTestApp();
    other.app.markShuttingDown();
    expect((await other.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    await other.close();
  });

  it('rate-limits operator login attempts', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: '/ops/session/login', payload: { username: 'x', password: 'y' }, remoteAddress: '192.0.2.50' }),
      ),
    );
    const limited = attempts.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
