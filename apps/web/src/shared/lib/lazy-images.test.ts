import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IMAGE_LOADER,
  isNearViewport,
  LoadedUrlCache,
  loadedImages,
  throttle,
  waitingImageCount,
  watchImage,
} from './lazy-images';

/** A stand-in for `Image`: records each load and lets the test finish it. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}
const loadsOf = (src: string) => FakeImage.made.filter((image) => image.src === src);

/** An element whose box is at `top` (height 100). */
function boxAt(top: number) {
  const element = document.createElement('div');
  let current = top;
  element.getBoundingClientRect = () =>
    ({ top: current, bottom: current + 100, width: 100, height: 100, left: 0, right: 100 }) as DOMRect;
  return { element, moveTo: (next: number) => (current = next) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('innerHeight', 1000);
  FakeImage.made = [];
  loadedImages.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('image lazy loader (spec §9)', () => {
  it('has the specification constants', () => {
    expect(IMAGE_LOADER).toMatchObject({ attempts: 3, preloadFactor: 1.3, cacheSize: 200, throttleMs: 200 });
  });

  it('preloads within 1.3 viewports, not further, and not boxes that are not laid out', () => {
    expect(isNearViewport({ top: 1299, bottom: 1399, width: 1, height: 1 }, 1000)).toBe(true);
    expect(isNearViewport({ top: 1300, bottom: 1400, width: 1, height: 1 }, 1000)).toBe(false);
    expect(isNearViewport({ top: -500, bottom: -299, width: 1, height: 1 }, 1000)).toBe(true);
    expect(isNearViewport({ top: -500, bottom: -301, width: 1, height: 1 }, 1000)).toBe(false);
    expect(isNearViewport({ top: 0, bottom: 0, width: 0, height: 0 }, 1000)).toBe(false);
  });

  it('loads a near image in the next frame and a far one after scrolling brings it near', () => {
    const near = boxAt(1200);
    const far = boxAt(2000);
    const onLoad = vi.fn();
    const look = vi.spyOn(near.element, 'getBoundingClientRect');
    watchImage(near.element, '/a.png', onLoad, vi.fn());
    const stop = watchImage(far.element, '/b.png', onLoad, vi.fn());
    // Not inside the render that added them: reading a box would force a layout there.
    expect(look).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(look).toHaveBeenCalledTimes(1);
    expect(loadsOf('/a.png')).toHaveLength(1);
    expect(loadsOf('/b.png')).toHaveLength(0);
    far.moveTo(1250);
    window.dispatchEvent(new Event('scroll'));
    expect(loadsOf('/b.png')).toHaveLength(1);
    loadsOf('/b.png')[0]!.onload!();
    expect(onLoad).toHaveBeenCalledTimes(1);
    stop();
  });

  it('handles scrolling at most once per 200 ms, with a last check after the scrolling stops', () => {
    const far = boxAt(5000);
    const rect = vi.spyOn(far.element, 'getBoundingClientRect');
    const stop = watchImage(far.element, '/c.png', vi.fn(), vi.fn());
    vi.advanceTimersToNextFrame();
    rect.mockClear();
    window.dispatchEvent(new Event('scroll')); // runs at once
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(10);
      window.dispatchEvent(new Event('scroll')); // within the 200 ms: wait
    }
    expect(rect).toHaveBeenCalledTimes(1);
    far.moveTo(100);
    vi.advanceTimersByTime(100); // 200 ms after the first: the trailing check
    expect(rect).toHaveBeenCalledTimes(2);
    expect(loadsOf('/c.png')).toHaveLength(1);
    stop();
  });

  it('tries an image 3 times, then gives up', () => {
    const onLoad = vi.fn();
    const onError = vi.fn();
    watchImage(boxAt(0).element, '/broken.png', onLoad, onError);
    vi.advanceTimersToNextFrame();
    loadsOf('/broken.png')[0]!.onerror!();
    vi.advanceTimersByTime(IMAGE_LOADER.retryDelayMs);
    expect(loadsOf('/broken.png')).toHaveLength(2);
    loadsOf('/broken.png')[1]!.onerror!();
    vi.advanceTimersByTime(IMAGE_LOADER.retryDelayMs * 2);
    expect(loadsOf('/broken.png')).toHaveLength(3);
    expect(onError).not.toHaveBeenCalled();
    loadsOf('/broken.png')[2]!.onerror!();
    vi.advanceTimersByTime(10_000);
    expect(loadsOf('/broken.png')).toHaveLength(3);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('loads on the second attempt after a failure', () => {
    const onLoad = vi.fn();
    watchImage(boxAt(0).element, '/flaky.png', onLoad, vi.fn());
    vi.advanceTimersToNextFrame();
    loadsOf('/flaky.png')[0]!.onerror!();
    vi.advanceTimersByTime(IMAGE_LOADER.retryDelayMs);
    loadsOf('/flaky.png')[1]!.onload!();
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(loadedImages.has('/flaky.png')).toBe(true);
  });

  it('shows a cached URL at once, wherever the element is', () => {
    watchImage(boxAt(0).element, '/seen.png', vi.fn(), vi.fn());
    vi.advanceTimersToNextFrame();
    loadsOf('/seen.png')[0]!.onload!();
    const onLoad = vi.fn();
    watchImage(boxAt(99_999).element, '/seen.png', onLoad, vi.fn());
    expect(onLoad).toHaveBeenCalledTimes(1);
    expect(loadsOf('/seen.png')).toHaveLength(1);
  });

  it('forgets an element that left the page and stops listening when none waits', () => {
    const gone = boxAt(0);
    const look = vi.spyOn(gone.element, 'getBoundingClientRect');
    const stop = watchImage(gone.element, '/gone.png', vi.fn(), vi.fn());
    expect(waitingImageCount()).toBe(1);
    stop();
    expect(waitingImageCount()).toBe(0);
    vi.advanceTimersToNextFrame();
    expect(look).not.toHaveBeenCalled();
    expect(loadsOf('/gone.png')).toHaveLength(0);
  });
});

describe('loaded URL cache', () => {
  it('keeps the 200 most recently used URLs', () => {
    const cache = new LoadedUrlCache(IMAGE_LOADER.cacheSize);
    for (let i = 0; i < 200; i += 1) cache.add(`/${i}.png`);
    cache.touch('/0.png'); // used again: now the newest
    cache.add('/200.png');
    expect(cache.size).toBe(200);
    expect(cache.has('/0.png')).toBe(true);
    expect(cache.has('/1.png')).toBe(false);
    expect(cache.has('/200.png')).toBe(true);
  });
});

describe('throttle', () => {
  it('runs at once, then once per interval with the last call at the end', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 200);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
