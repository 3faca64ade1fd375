import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@bet/contracts/routes';
import { setCurrentLanguage } from '../i18n/current-language';
import { useSession } from '../session/session-store';
import { holdAnswersUntilHydrated, releaseAnswers } from '../lib/hydration-gate';
import { ApiError } from './api-error';
import { apiCall } from './client';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sentHeaders = () => new Headers(fetchMock.mock.calls[0]![1]!.headers);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ token: null, merchantCode: null });
  setCurrentLanguage('EN');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('apiCall', () => {
  it('leaves the query values that are not set out of the address', async () => {
    fetchMock.mockResolvedValue(json({ success: true, value: { list: [] } }));
    await apiCall(routes.depositRecords, { query: { pageNo: 2, status: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/wps/v2/deposit/records?pageNo=2');
  });

  it('builds the request from the route table and sends the platform headers', async () => {
    fetchMock.mockResolvedValue(json({ success: true, value: { ok: 1 } }));
    useSession.getState().setMerchant('DEMO');
    useSession.getState().update({ token: 'tok123' });
    setCurrentLanguage('TY');

    await expect(apiCall(routes.systemStatus, { query: { url: 'localhost:3000' } })).resolves.toEqual({
      ok: 1,
    });

    expect(fetchMock.mock.calls[0]![0]).toBe('/wps/system/status?url=localhost%3A3000');
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
    const headers = sentHeaders();
    expect(headers.get('Merchant')).toBe('DEMO');
    expect(headers.get('Device')).toBe('web');
    // This browser's own id, the same on every call (kept in storage).
    expect(headers.get('Device-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('Device-Id')).toBe(localStorage.getItem('deviceId'));
    expect(headers.get('Language')).toBe('TY');
    expect(headers.get('ModuleId')).toBe('COMM3');
    expect(headers.get('Authorization')).toBe('tok123'); // no "Bearer"
    expect(localStorage.getItem('merchantCode')).toBe('DEMO');
    expect(sessionStorage.getItem('merchant')).toBe('DEMO');
  });

  it('leaves out Merchant and Authorization while they are unknown', async () => {
    fetchMock.mockResolvedValue(json({ success: true, value: [] }));
    await apiCall(routes.helpCenter);
    expect(sentHeaders().has('Merchant')).toBe(false);
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('sends a JSON body with the route method', async () => {
    fetchMock.mockResolvedValue(json({ success: true, value: null }));
    await apiCall(routes.feedback, { body: { questionType: 'other', content: 'hi' } });
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
    expect(fetchMock.mock.calls[0]![1]!.body).toBe('{"questionType":"other","content":"hi"}');
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError with the status and error code of a failed envelope', async () => {
    fetchMock.mockResolvedValue(
      json({ success: false, errorCode: 'function.not.available', message: 'off' }, 403),
    );
    const error = await apiCall(routes.helpCenter).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, errorCode: 'function.not.available' });
  });

  it('reports an unreachable server as network.abnormal', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiCall(routes.helpCenter)).rejects.toMatchObject({
      status: 0,
      errorCode: 'network.abnormal',
    });
  });

  it('maps an answer without our envelope to a generic code', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(apiCall(routes.helpCenter)).rejects.toMatchObject({ status: 502, errorCode: 'system.busy' });
  });

  it('takes query, body and answer types from the route (tsc fails if a misuse below compiles)', () => {
    const misuses = () => {
      // @ts-expect-error the balance takes no query
      void apiCall(routes.balance, { query: { x: 1 } });
      // @ts-expect-error the body is required
      void apiCall(routes.walletTransfer);
      // @ts-expect-error a body field the contract does not have
      void apiCall(routes.walletTransfer, { body: { purpose: 'allToMain', requestId: 'r1234567', x: 1 } });
      // @ts-expect-error the answer is the route's response, not what the caller wishes
      const wrong: Promise<{ isSingle: string }> = apiCall(routes.merchantWallet);
      const right: Promise<{ isSingle: boolean }> = apiCall(routes.merchantWallet);
      return [wrong, right];
    };
    expect(misuses).toBeTypeOf('function');
  });
});

describe('apiCall while a server-drawn page hydrates', () => {
  it('sends the request at once and holds the answer until the page is hydrated and idle', async () => {
    fetchMock.mockImplementation(async () => json({ success: true, value: { list: [1] } }));
    holdAnswersUntilHydrated();
    let answered = false;
    const call = apiCall(routes.depositRecords, { query: {} }).then((value) => {
      answered = true;
      return value;
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);

    releaseAnswers();
    await expect(call).resolves.toEqual({ list: [1] });
    // Released for good: later answers do not wait.
    await expect(apiCall(routes.depositRecords, { query: {} })).resolves.toEqual({ list: [1] });
  });
});
