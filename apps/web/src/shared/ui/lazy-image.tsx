import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadedImages, watchImage } from '../lib/lazy-images';
import './lazy-image.css';

interface LazyImageProps {
  src: string;
  /** '' for a decorative image (its name is written next to it). */
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Shown while waiting and when the image could not load (an initial, an icon). */
  fallback?: ReactNode;
  /**
   * On the first screen of the page that lands (the first games of a category page): an `<img>`
   * from the first render on, also in the server's drawing, so the largest paint waits for no
   * script. Never the loader's: it would hold the picture until the page runs.
   */
  eager?: boolean;
}

type Status = 'waiting' | 'loaded' | 'failed';

function LazyImageOf({ src, alt, className, width, height, fallback, eager }: LazyImageProps) {
  const ref = useRef<HTMLSpanElement>(null);
  // No source: nothing to load, the fallback shows.
  const [status, setStatus] = useState<Status>(() =>
    !src ? 'failed' : eager || loadedImages.has(src) ? 'loaded' : 'waiting',
  );

  useEffect(() => {
    if (!src || !ref.current || eager) return;
    return watchImage(
      ref.current,
      src,
      () => setStatus('loaded'),
      () => setStatus('failed'),
    );
  }, [src, eager]);

  const classes = ['lazy-image', `lazy-image-${status}`, className].filter(Boolean).join(' ');
  return (
    <span ref={ref} className={classes} data-status={status}>
      {status === 'loaded' ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          // An eager picture that fails shows the fallback, as the loader's do after their attempts.
          onError={eager ? () => setStatus('failed') : undefined}
        />
      ) : (
        <span
          className="lazy-image-placeholder"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          {fallback}
        </span>
      )}
    </span>
  );
}

/**
 * An image that loads when it comes near the screen (spec §9 loader: 3 attempts, preload 1.3
 * viewports, 200 cached URLs, scroll handled every 200 ms). Until then, and after a failure, the
 * fallback shows in its place.
 */
export function LazyImage(props: LazyImageProps) {
  // A new source starts over (its own wait, attempts and status).
  return <LazyImageOf key={props.src} {...props} />;
}
