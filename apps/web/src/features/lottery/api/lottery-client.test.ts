import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOTTERY_API } from '@bet/contracts/lottery/paths';
import { nextDrawsResponse } from '@bet/contracts/lottery/draws';
import { ApiError } from '@/shared/api/api-error';
import { lotteryCall } from './lottery-client';

const draw = {
  game: 'FASTDICE',
  issue: '20261125-0001',
  status: 'OPEN',
  closeAt: 1_000,
  drawAt: 2_000,
  commit: 'ab',
  seed: null,
  result: null,
  source: 'HOUSE',
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('lotteryCall', () => {
  it('answers the value parsed by the schema, with the session header and the query', async () => {
    const fetchMock = stubFetch(200, { ok: true, value: { draws: [draw], serverTime: 5 } });
    const value = await lotteryCall(LOTTERY_API.next, {
      token: 'tok-1',
      query: { game: 'FASTDICE', page: 2, skip: undefined },
      schema: nextDrawsResponse,
    });
    expect(value.draws[0]!.issue).toBe('20261125-0001');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/hv/lottery/next?game=FASTDICE&page=2');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('x-game-session')).toBe('tok-1');
  });

  it('posts a JSON body', async () => {
    const fetchMock = stubFetch(200, { ok: true, value: { draws: [], serverTime: 1 } });
    await lotteryCall(LOTTERY_API.bets, { method: 'POST', body: { a: 1 }, schema: nextDrawsResponse });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).has('x-game-session')).toBe(false);
  });

  it('throws ApiError with the refusal code', async () => {
    stubFetch(401, { ok: false, error: 'game.session.invalid' });
    const error = await lotteryCall(LOTTERY_API.session, { token: 'x', schema: nextDrawsResponse }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('game.session.invalid');
    expect((error as ApiError).status).toBe(401);
  });

  it('refuses an answer that does not match the contract', async () => {
    stubFetch(200, { ok: true, value: { draws: [{ ...draw, closeAt: 'soon' }], serverTime: 1 } });
    await expect(lotteryCall(LOTTERY_API.next, { schema: nextDrawsResponse })).rejects.toMatchObject({
      errorCode: 'system.error',
    });
  });

  it('reads a non-envelope failure by its status, and an unreachable server as network.abnormal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(lotteryCall(LOTTERY_API.next, { schema: nextDrawsResponse })).rejects.toMatchObject({
      errorCode: 'system.busy',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(lotteryCall(LOTTERY_API.next, { schema: nextDrawsResponse })).rejects.toMatchObject({
      errorCode: 'network.abnormal',
    });
  });
});
