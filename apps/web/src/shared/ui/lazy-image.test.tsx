import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_LOADER, loadedImages } from '../lib/lazy-images';
import { LazyImage } from './lazy-image';

class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

let top = 0;
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Image', FakeImage);
  vi.stubGlobal('innerHeight', 800);
  FakeImage.made = [];
  loadedImages.clear();
  top = 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top, bottom: top + 100, width: 100, height: 100, left: 0, right: 100 }) as DOMRect,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LazyImage', () => {
  it('shows the fallback until the image has loaded, then the image', () => {
    const { container } = render(<LazyImage src="/g/1.png" alt="Game 1" fallback="G" />);
    act(() => vi.advanceTimersToNextFrame());
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Game 1' }).textContent).toBe('G');
    act(() => FakeImage.made[0]!.onload!());
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/g/1.png');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Game 1');
  });

  it('eager: the picture from the first render, without the loader, and the fallback if it fails', () => {
    const { container } = render(<LazyImage src="/g/9.png" alt="" fallback="G" eager />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/g/9.png');
    act(() => vi.advanceTimersToNextFrame());
    expect(FakeImage.made).toHaveLength(0);
    act(() => void container.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('G');
  });

  it('waits while far below the screen and loads once scrolled near', () => {
    top = 2000;
    const { container } = render(<LazyImage src="/g/2.png" alt="" />);
    act(() => vi.advanceTimersToNextFrame());
    expect(FakeImage.made).toHaveLength(0);
    top = 900; // within 1.3 × 800
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(FakeImage.made).toHaveLength(1);
    act(() => FakeImage.made[0]!.onload!());
    expect(container.querySelector('img')).toBeTruthy();
  });

  it('keeps the fallback after 3 failed attempts', () => {
    const { container } = render(<LazyImage src="/g/broken.png" alt="" fallback="B" />);
    act(() => vi.advanceTimersToNextFrame());
    for (let attempt = 1; attempt <= IMAGE_LOADER.attempts; attempt += 1) {
      act(() => FakeImage.made[attempt - 1]!.onerror!());
      act(() => vi.advanceTimersByTime(IMAGE_LOADER.retryDelayMs * attempt));
    }
    expect(FakeImage.made).toHaveLength(3);
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('failed');
    expect(container.textContent).toBe('B');
  });

  it('shows a cached image at once', () => {
    loadedImages.add('/g/seen.png');
    top = 99_999;
    const { container } = render(<LazyImage src="/g/seen.png" alt="" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/g/seen.png');
    expect(FakeImage.made).toHaveLength(0);
  });
});
