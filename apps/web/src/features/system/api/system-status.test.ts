import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveData, statusFixture, stubApi } from '@/test/fixtures';

/** Fresh copies of the modules: the adopted status is kept per page load. */
const load = async () => {
  vi.resetModules();
  const session = await import('@/shared/session/session-store');
  return { ...(await import('./system-status')), getSession: session.getSession };
};
const inline = (text: string) => serveData('boot-status', text);

afterEach(() => {
  document.getElementById('boot-status')?.remove();
  vi.unstubAllGlobals();
});

describe('the status the served document carries (issue 11)', () => {
  it('is the first status answer: no call, merchant remembered, element consumed', async () => {
    const fetchMock = stubApi(statusFixture({}, { code: 'DEMO', name: 'Asked Bet' }));
    inline(JSON.stringify(statusFixture({}, { code: 'DEMO', name: 'Inlined Bet' })));
    const { adoptInlinedStatus, systemStatusQueryOptions, getSession } = await load();
    expect(await adoptInlinedStatus()).toBe(true);
    const status = await new QueryClient().ensureQueryData(systemStatusQueryOptions());
    expect(status.info.merchant.name).toBe('Inlined Bet');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession().merchantCode).toBe('DEMO');
    expect(document.getElementById('boot-status')).toBeNull();
  });

  it('is ignored by a browser that belongs to another merchant, and when unreadable', async () => {
    stubApi(statusFixture({}, { code: 'OTHER', name: 'Asked Bet' }));
    inline(JSON.stringify(statusFixture({}, { code: 'DEMO', name: 'Inlined Bet' })));
    let module = await load();
    module.getSession().setMerchant('OTHER');
    // Not adopted: the document's other answers (its lanes) are not this browser's merchant's either.
    expect(await module.adoptInlinedStatus()).toBe(false);
    expect(
      (await new QueryClient().ensureQueryData(module.systemStatusQueryOptions())).info.merchant.name,
    ).toBe('Asked Bet');

    inline('{not json');
    module = await load();
    await module.adoptInlinedStatus();
    expect(
      (await new QueryClient().ensureQueryData(module.systemStatusQueryOptions())).info.merchant.name,
    ).toBe('Asked Bet');
  });
});
