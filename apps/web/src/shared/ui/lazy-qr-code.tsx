import { lazy, Suspense, type ComponentProps } from 'react';
import { QR_DEFAULT_SIZE } from '@bet/contracts/constants';
import './ui.css';

// The QR encoder is not needed for the first paint; it loads right after, in its own chunk.
const QrCodeChunk = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })));

/** `QrCode`, loaded on demand, holding its place (same size) while the encoder loads. */
export function LazyQrCode(props: ComponentProps<typeof QrCodeChunk>) {
  const size = props.size ?? QR_DEFAULT_SIZE;
  return (
    <Suspense fallback={<span className="qr-placeholder" data-size={size} aria-hidden="true" />}>
      <QrCodeChunk {...props} />
    </Suspense>
  );
}
