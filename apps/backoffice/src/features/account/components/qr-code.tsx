import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/**
 * A QR code as an `<img>` of a generated SVG data URL (as the site draws the member's): no
 * inline markup or style attributes, so it passes the strict CSP (`img-src data:`).
 */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const src = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img className="qr-code" src={src} width={size} height={size} alt={label} />;
}
