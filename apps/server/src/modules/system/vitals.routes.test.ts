import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  // A small limit so the rate-limit case needs few calls; every other case uses its own address.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '5' });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Posts as `navigator.sendBeacon` does: a JSON string sent as text/plain, no headers. */
const beacon = (body: unknown, remoteAddress = `203.0.113.${nextAddress++}`) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/system/vitals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
/** The `_count` sample of a histogram for one route (0 when the series does not exist). */
const countOf = (text: string, metric: string, route: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${metric}_count{route="${route}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('POST /wps/system/vitals', () => {
  it("records a page view's batch in the histograms of its route, in seconds", async () => {
    const res = await beacon({
      route: '/rng',
      metrics: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.03 },
        { name: 'INP', value: 120 },
        { name: 'FCP', value: 900 },
        { name: 'TTFB', value: 300 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { recorded: 5 } });

    const text = await metrics();
    expect(countOf(text, 'web_vitals_lcp_seconds', '/rng')).toBe(1);
    expect(text).toContain('web_vitals_lcp_seconds_sum{route="/rng"} 1.8');
    // 1.8 s is under the 2 s bucket but not the 1.5 s one.
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2",route="/rng"} 1');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="1.5",route="/rng"} 0');
    expect(text).toContain('web_vitals_cls_sum{route="/rng"} 0.03');
    expect(text).toContain('web_vitals_inp_seconds_sum{route="/rng"} 0.12');
    expect(countOf(text, 'web_vitals_fcp_seconds', '/rng')).toBe(1);
    expect(countOf(text, 'web_vitals_ttfb_seconds', '/rng')).toBe(1);
  });

  it('accepts a JSON body too (the fetch fallback)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/system/vitals',
      payload: { route: '/promotions', metrics: [{ name: 'CLS', value: 0 }] },
      remoteAddress: '203.0.113.200',
    });
    expect(res.statusCode).toBe(200);
    expect(countOf(await metrics(), 'web_vitals_cls', '/promotions')).toBe(1);
  });

  it('collapses a route the site does not declare into one label', async () => {
    expect((await beacon({ route: '/made-up-1', metrics: [{ name: 'LCP', value: 1000 }] })).statusCode).toBe(
      200,
    );
    expect((await beacon({ route: '/made-up-2', metrics: [{ name: 'LCP', value: 1000 }] })).statusCode).toBe(
      200,
    );
    const text = await metrics();
    expect(countOf(text, 'web_vitals_lcp_seconds', 'other')).toBe(2);
    expect(text).not.toContain('made-up');
  });

  it.each([
    ['a value above its bound', { route: '/', metrics: [{ name: 'CLS', value: 1000 }] }],
    ['a negative value', { route: '/', metrics: [{ name: 'LCP', value: -1 }] }],
    ['an unknown metric', { route: '/', metrics: [{ name: 'FID', value: 10 }] }],
    ['an empty batch', { route: '/', metrics: [] }],
    [
      'too long a batch',
      { route: '/', metrics: Array.from({ length: 6 }, () => ({ name: 'CLS', value: 0 })) },
    ],
    ['a route with a query', { route: '/?id=1', metrics: [{ name: 'LCP', value: 1000 }] }],
    ['text that is not JSON', 'LCP=1000'],
  ])('refuses %s with 400 and records nothing', async (_case, body) => {
    const before = await metrics();
    const res = await beacon(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe(ErrorCodes.requestParamErr);
    const after = await metrics();
    for (const metric of ['web_vitals_lcp_seconds', 'web_vitals_cls']) {
      expect(countOf(after, metric, '/')).toBe(countOf(before, metric, '/'));
    }
  });

  it('is rate-limited per address', async () => {
    const body = { route: '/', metrics: [{ name: 'TTFB', value: 100 }] };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await beacon(body, '198.51.100.77')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect((await beacon(body, '198.51.100.78')).statusCode).toBe(200);
  });
});
