import { Suspense, type ComponentProps } from 'react';
import { QR_DEFAULT_SIZE } from '@bet/contracts/constants';
import { lazySection } from '@/shared/lib/lazy-section';
import './ui.css';

// The QR encoder is not needed for the first paint; it loads right after, in its own chunk.
const QrCodeChunk = lazySection(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/**
 * Loads the encoder ahead of a render that must not suspend: a page the server drew hydrates with
 * its codes in place, where a suspending code would swap them for placeholders and back.
 */
export const preloadQrCode = QrCodeChunk.preload;

/** `QrCode`, loaded on demand, holding its place (same size) while the encoder loads. */
export function LazyQrCode(props: ComponentProps<typeof QrCodeChunk>) {
  const size = props.size ?? QR_DEFAULT_SIZE;
  return (
    <Suspense fallback={<span className="qr-placeholder" data-size={size} aria-hidden="true" />}>
      <QrCodeChunk {...props} />
    </Suspense>
  );
}
