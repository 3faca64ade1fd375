/**
 * The image lazy loader of spec §9: an image loads once it is within 1.3 viewports of the top of
 * the screen, is tried 3 times, and the last 200 loaded URLs show at once when met again. Scroll
 * and resize are handled at most once per 200 ms (plus once after the last event).
 */
export const IMAGE_LOADER = {
  attempts: 3,
  preloadFactor: 1.3,
  cacheSize: 200,
  throttleMs: 200,
  /** Wait before a retry, times the attempt number. */
  retryDelayMs: 400,
} as const;

/** The most recently loaded URLs (least recently used ones leave first). */
export class LoadedUrlCache {
  private readonly urls = new Set<string>();
  constructor(private readonly max: number) {}
  has(url: string): boolean {
    return this.urls.has(url);
  }
  add(url: string): void {
    this.urls.delete(url);
    this.urls.add(url);
    while (this.urls.size > this.max) this.urls.delete(this.urls.values().next().value!);
  }
  touch(url: string): void {
    if (this.urls.has(url)) this.add(url);
  }
  get size(): number {
    return this.urls.size;
  }
  clear(): void {
    this.urls.clear();
  }
}

export const loadedImages = new LoadedUrlCache(IMAGE_LOADER.cacheSize);

/**
 * Within the preload area: from 0.3 viewports above the screen to 1.3 viewports below its top.
 * A box with no size is not laid out (hidden tab, closed panel) and waits.
 */
export function isNearViewport(
  rect: Pick<DOMRect, 'top' | 'bottom' | 'width' | 'height'>,
  viewportHeight: number,
  factor: number = IMAGE_LOADER.preloadFactor,
): boolean {
  if (rect.width === 0 && rect.height === 0) return false;
  return rect.top < viewportHeight * factor && rect.bottom > -viewportHeight * (factor - 1);
}

/** Runs `fn` at once, then at most once per `ms`; a call in between runs at the end of the wait. */
export function throttle(fn: () => void, ms: number): { (): void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === null) run();
    else if (timer === null) timer = setTimeout(run, Math.max(wait, 0));
  };
  /** Drops a pending call and starts afresh. */
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    last = Number.NEGATIVE_INFINITY;
  };
  return throttled;
}

interface Watched {
  element: Element;
  src: string;
  onLoad: () => void;
  onError: () => void;
  attempts: number;
  done: boolean;
}

const waiting = new Set<Watched>();

function load(entry: Watched) {
  entry.attempts += 1;
  const image = new Image();
  image.onload = () => {
    if (entry.done) return;
    entry.done = true;
    loadedImages.add(entry.src);
    entry.onLoad();
  };
  image.onerror = () => {
    if (entry.done) return;
    if (entry.attempts >= IMAGE_LOADER.attempts) {
      entry.done = true;
      entry.onError();
    } else setTimeout(() => !entry.done && load(entry), IMAGE_LOADER.retryDelayMs * entry.attempts);
  };
  image.src = entry.src;
}

function check(entry: Watched) {
  if (!isNearViewport(entry.element.getBoundingClientRect(), window.innerHeight)) return;
  forget(entry);
  load(entry);
}

const checkAll = throttle(() => [...waiting].forEach(check), IMAGE_LOADER.throttleMs);
const listenerOptions = { capture: true, passive: true } as const;

function listen(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  // Capture: scrolling lists and dialogs scroll inside the page too.
  window[method]('scroll', checkAll, listenerOptions);
  window[method]('resize', checkAll, listenerOptions);
  if (!on) checkAll.cancel();
}

/** No longer waiting; with none left, scrolling is not watched any more. */
function forget(entry: Watched) {
  unchecked.delete(entry);
  if (!waiting.delete(entry)) return;
  if (waiting.size === 0) listen(false);
}

// A new image's first look waits for the next frame, together with every image the same render
// added: reading a box lays the page out, and inside the render's task that layout is forced
// early and counted in its blocking time (70 ms of a throttled phone's home page). In the frame,
// the browser lays the page out anyway.
const unchecked = new Set<Watched>();
let frameRequested = false;

function checkNextFrame(entry: Watched) {
  unchecked.add(entry);
  if (frameRequested) return;
  frameRequested = true;
  const nextFrame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame
      : (run: () => void) => setTimeout(run, 16);
  nextFrame(() => {
    frameRequested = false;
    const batch = [...unchecked];
    unchecked.clear();
    batch.forEach(check);
  });
}

/**
 * Loads `src` for `element` once the element is near the screen (looked at first in the next
 * frame, then on scrolling); calls `onLoad` when it has
 * loaded (at once when it is in the cache) or `onError` after the last attempt. Returns a stop
 * function (the element left the page).
 */
export function watchImage(
  element: Element,
  src: string,
  onLoad: () => void,
  onError: () => void,
): () => void {
  if (loadedImages.has(src)) {
    loadedImages.touch(src);
    onLoad();
    return () => {};
  }
  const entry: Watched = { element, src, onLoad, onError, attempts: 0, done: false };
  if (waiting.size === 0) listen(true);
  waiting.add(entry);
  checkNextFrame(entry);
  return () => {
    entry.done = true;
    forget(entry);
  };
}

/** The images waiting to come near the screen (for tests). */
export const waitingImageCount = () => waiting.size;

/** Checks every waiting image now (content moved without a scroll: a tab or a filter changed). */
export const recheckImages = () => checkAll();
