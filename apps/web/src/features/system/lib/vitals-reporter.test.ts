import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { sendVitals } from '../api/vitals';
import { startVitalsReporter } from './vitals-reporter';

// web-vitals itself needs a real browser: the test hands its callbacks the metrics.
const callbacks = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: Metric) => void) => callbacks.set(name, callback);
  return { onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const report = (name: string, value: number) => callbacks.get(name)!({ name, value } as Metric);
let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};
const listeners: [string, EventListener][] = [];

beforeEach(() => {
  callbacks.clear();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  // Remember the reporter's window listeners so each test starts with none.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener as EventListener]);
    add(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  visibility = 'visible';
});

describe('startVitalsReporter', () => {
  it('sends one batch with the route pattern when the page is hidden, the latest value per metric', () => {
    const send = vi.fn();
    startVitalsReporter('/rng', send);
    report('TTFB', 210);
    report('FCP', 800);
    report('LCP', 1200);
    report('CLS', 0.01);
    report('CLS', 0.04);
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    report('INP', 96); // after the hide: not in this batch
    window.dispatchEvent(new Event('pagehide'));

    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![0]).toEqual({
      route: '/rng',
      metrics: [
        { name: 'TTFB', value: 210 },
        { name: 'FCP', value: 800 },
        { name: 'LCP', value: 1200 },
        { name: 'CLS', value: 0.04 },
      ],
    });
    // The later pagehide sends only what arrived since.
    expect(send.mock.calls[1]![0]).toEqual({ route: '/rng', metrics: [{ name: 'INP', value: 96 }] });
  });

  it('sends nothing when there is nothing new, and leaves out metrics the contract does not take', () => {
    const send = vi.fn();
    startVitalsReporter('/', send);
    callbacks.get('LCP')!({ name: 'FID', value: 5 } as unknown as Metric);
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends on pagehide alone too', () => {
    const send = vi.fn();
    startVitalsReporter('/promotions', send);
    report('LCP', 900);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledExactlyOnceWith({
      route: '/promotions',
      metrics: [{ name: 'LCP', value: 900 }],
    });
  });
});

describe('sendVitals', () => {
  const body = { route: '/rng', metrics: [{ name: 'LCP' as const, value: 900 }] };

  it('posts the batch as a beacon to the contract path', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    sendVitals(body);
    expect(beacon).toHaveBeenCalledExactlyOnceWith('/wps/system/vitals', JSON.stringify(body));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    sendVitals(body);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/wps/system/vitals');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(body) });
  });
});
