import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@bet/contracts/routes';
import { createTestApp, operatorToken, TEST_OPERATOR, type TestContext } from '../test/test-app.js';

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
      method: 'POST',
      url: '/ops/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_param_err');
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/session/login',
      headers: { 'content-type': 'application/json' },
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

// The operator calls of this issue: settings stay as they were whatever is sent.
const operatorCalls = [
  { method: 'POST', url: '/ops/session/login' },
  { method: 'GET', url: '/ops/system/maintenance' },
  { method: 'PUT', url: '/ops/system/maintenance' },
  { method: 'GET', url: '/ops/system/regionRestriction' },
  { method: 'PUT', url: '/ops/system/regionRestriction' },
  { method: 'PUT', url: '/ops/system/whitelabel' },
  { method: 'PUT', url: '/ops/system/brand' },
  { method: 'DELETE', url: '/ops/session/logout' },
] as const;

describe('operator calls of this issue never get a 5xx', () => {
  let token: string;
  beforeAll(async () => {
    token = await operatorToken(t.app);
  });

  it.each(operatorCalls.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s survives hostile input',
    async (_name, call) => {
      const json = { 'content-type': 'application/json' };
      const bodies: unknown[] = [
        'not json',
        '[]',
        'null',
        '"text"',
        '{"__proto__":{"enabled":true}}',
        JSON.stringify({ username: ['a'], password: { $ne: 1 } }),
        JSON.stringify({ username: TEST_OPERATOR.username, password: 'x'.repeat(300) }),
        JSON.stringify({ enabled: 'yes', startTime: -1, endTime: 'soon' }),
        JSON.stringify({ enabled: true, startTime: 1e300, endTime: null }),
        '{"enabled":true,"startTime":9007199254740993,"endTime":null}',
        JSON.stringify({ enabled: true, startTime: 1.5, endTime: null }),
        JSON.stringify({ countries: ['U\u0000'] }),
        JSON.stringify({ countries: Array(300).fill('US') }),
        JSON.stringify({ modId: 'NOPE3', enabled: false }),
        JSON.stringify({ modId: '', enabled: false }),
        JSON.stringify({ modId: "REG3' or 1=1 --", enabled: false }),
        JSON.stringify({ modId: 'x'.repeat(5000), enabled: true }),
        JSON.stringify({ loggedInToHomepage: 'true' }),
        '{"loggedInToHomepage":1e999}',
      ];
      const read = async () =>
        Promise.all(
          ['/ops/system/maintenance', '/ops/system/regionRestriction', '/wps/system/whitelabel'].map(
            async (url) =>
              (await t.app.inject({ method: 'GET', url, headers: { authorization: token } })).body,
          ),
        );
      const before = await read();
      let n = 0; // a new address each time, so the login rate limit does not answer instead of the call
      for (const authorization of [token, 'not-a-token', 'x'.repeat(5000)]) {
        for (const payload of call.method === 'GET' ? [undefined] : bodies) {
          const res = await t.app.inject({
            method: call.method,
            url: `${call.url}?x[]=1&__proto__=1`,
            remoteAddress: `198.51.100.${++n}`,
            headers: {
              ...json,
              authorization:
                call.url === '/ops/session/logout' && authorization === token
                  ? 'still-not-a-token'
                  : authorization,
            },
            ...(payload === undefined ? {} : { payload: payload as string }),
          });
          expect(res.statusCode, `${call.url} ${String(payload).slice(0, 80)}`).toBeLessThan(500);
          expect(res.statusCode).not.toBe(429);
          expect(res.json()).toHaveProperty('success');
        }
      }
      expect(await read()).toEqual(before);
    },
  );
});

describe('headers and operations endpoints', () => {
  it('sends a strict CSP and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { 'x-request-id': 'abc-123' },
    });
    // API answers: nothing may load or frame them.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
    // Documents: only our own scripts and styles, no inline code.
    const page = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('writes one JSON log line per request with its id; quick successful polls stay out of the log', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    );
    try {
      await logged.app.inject({
        method: 'GET',
        url: '/wps/system/whitelabel',
        headers: { 'x-request-id': 'req-1' },
      });
      await logged.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-request-id': 'poll-ok' },
      });
      await logged.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'probe-ok' } });
      await logged.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-request-id': 'poll-bad', merchant: 'NO-SUCH' },
      });
      const requests = lines.filter((l) => l.msg === 'request');
      expect(requests.map((l) => l.reqId)).toEqual(['req-1', 'poll-bad']);
      expect(requests[0]).toMatchObject({ method: 'GET', url: '/wps/system/whitelabel', status: 200 });
      expect(requests[1]).toMatchObject({ status: 400 });
    } finally {
      await logged.close();
    }
  });

  it('answers /healthz, /readyz and /metrics', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('route="/wps/system/whitelabel"');
    expect(metrics.body).toMatch(/ledger_group_commit_transfers_total \d+/);
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
        t.app.inject({
          method: 'POST',
          url: '/ops/session/login',
          payload: { username: 'x', password: 'y' },
          remoteAddress: '192.0.2.50',
        }),
      ),
    );
    const limited = attempts.filter((r) => r.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json().errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
