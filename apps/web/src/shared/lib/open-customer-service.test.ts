import type { CustomerServiceEntry, CustomerServicePath } from '@bet/contracts/system/customer-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerServiceAddress, openCustomerService, pickCustomerService } from './open-customer-service';

const entries: CustomerServiceEntry[] = [
  { csType: 'VIP', path: '/support/vip.html' },
  { csType: 'LIVECHAT', path: '/support/livechat.html' },
];
const paths: CustomerServicePath[] = [
  { csType: 'VIP', type: 1, path: 'vipapp://open' },
  { csType: 'VIP', type: 3, path: 'https://vip.example/chat' },
  { csType: 'LIVECHAT', type: 3, path: '/support/livechat.html' },
];
const BASE = 'https://site.example/home';

/** The support window as `window.open` hands it over: a same-origin blank page. */
function fakePopup() {
  return {
    document: document.implementation.createHTMLDocument(''),
    opener: window as Window | null,
    location: { replace: vi.fn() },
    close: vi.fn(),
  };
}
const answer = (pathList: CustomerServicePath[]) => () => Promise.resolve({ version: { pathList } });

afterEach(() => vi.restoreAllMocks());

describe('customer service by rank level (spec §4)', () => {
  it('gives a VIP 5 member the VIP line', () => {
    expect(pickCustomerService(entries, 5)?.csType).toBe('VIP');
  });

  it('gives a VIP 4 member live chat: only ranks above 4 are VIP', () => {
    expect(pickCustomerService(entries, 4)?.csType).toBe('LIVECHAT');
  });

  it('gives a visitor (no rank) live chat', () => {
    expect(pickCustomerService(entries, null)?.csType).toBe('LIVECHAT');
    expect(pickCustomerService(entries)?.csType).toBe('LIVECHAT');
  });

  it('falls back to live chat when the site has no VIP line', () => {
    expect(pickCustomerService([entries[1]!], 9)?.csType).toBe('LIVECHAT');
  });
});

describe('the web chat address (type 3)', () => {
  it("takes the line's type 3 path, absolute from the page", () => {
    expect(customerServiceAddress(paths, 5, BASE)).toBe('https://vip.example/chat');
    expect(customerServiceAddress(paths, 2, BASE)).toBe('https://site.example/support/livechat.html');
  });

  it('falls back to live chat when the VIP line has no type 3 path', () => {
    expect(customerServiceAddress([paths[0]!, paths[2]!], 9, BASE)).toBe(
      'https://site.example/support/livechat.html',
    );
  });

  it('has none without a type 3 path, or when the path is not an http(s) address', () => {
    expect(customerServiceAddress([paths[0]!], 9, BASE)).toBeUndefined();
    expect(customerServiceAddress([], null, BASE)).toBeUndefined();
    for (const path of ['javascript:alert(1)', 'data:text/html,hi', ' ', 'vipapp://open', 'http://[bad'])
      expect(
        customerServiceAddress([{ csType: 'LIVECHAT', type: 3, path }], null, BASE),
        path,
      ).toBeUndefined();
  });
});

describe('opening the support window', () => {
  it('opens the 440x750 window before the address is asked for, shows "connecting", then sends it there', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let resolve!: (value: { version: { pathList: CustomerServicePath[] } }) => void;
    const load = vi.fn(
      () => new Promise<{ version: { pathList: CustomerServicePath[] } }>((r) => (resolve = r)),
    );
    const outcome = openCustomerService(6, { connecting: 'Connecting…' }, load);
    // Synchronously, within the click: the window, its note, and the call on its way.
    expect(open).toHaveBeenCalledWith('', 'cs', 'width=440,height=750');
    expect(load).toHaveBeenCalledTimes(1);
    expect(popup.document.body.textContent).toBe('Connecting…');
    expect(popup.document.querySelector('[role="status"]')).not.toBeNull();
    expect(popup.document.title).toBe('Connecting…');
    expect(popup.opener).toBeNull();
    expect(popup.location.replace).not.toHaveBeenCalled();
    resolve({ version: { pathList: paths } });
    expect(await outcome).toBe('opened');
    expect(popup.location.replace).toHaveBeenCalledWith('https://vip.example/chat');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the window when the call fails', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const outcome = await openCustomerService(null, { connecting: '…' }, () =>
      Promise.reject(new Error('network')),
    );
    expect(outcome).toBe('failed');
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('closes the window when there is no type 3 address, or an unsafe one', async () => {
    for (const pathList of [
      [paths[0]!],
      [{ csType: 'LIVECHAT' as const, type: 3, path: 'javascript:alert(1)' }],
    ]) {
      const popup = fakePopup();
      vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
      expect(await openCustomerService(9, { connecting: '…' }, answer(pathList))).toBe('failed');
      expect(popup.close).toHaveBeenCalledTimes(1);
      expect(popup.location.replace).not.toHaveBeenCalled();
    }
  });

  it('asks nothing when the browser blocked the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const load = vi.fn(answer(paths));
    expect(await openCustomerService(6, { connecting: '…' }, load)).toBe('blocked');
    expect(load).not.toHaveBeenCalled();
  });

  it('sends a window still open on the chat (another origin, not writable) to the address again', async () => {
    const popup = {
      get document(): Document {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
      set opener(_: unknown) {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
      location: { replace: vi.fn() },
      close: vi.fn(),
    };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(await openCustomerService(1, { connecting: '…' }, answer(paths))).toBe('opened');
    expect(popup.location.replace).toHaveBeenCalledWith(
      new URL('/support/livechat.html', window.location.href).href,
    );
  });
});
