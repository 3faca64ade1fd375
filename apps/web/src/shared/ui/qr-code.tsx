import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import { QR_DEFAULT_SIZE } from '@bet/contracts/constants';
import './ui.css';

interface QrCodeProps {
  value: string;
  /** Rendered size in px (spec §9: 200 by default, 125 in the header). */
  size?: number;
  /** Accessible description of what the code opens. */
  label: string;
  testId?: string;
}

/**
 * A QR code as an `<img>` of a generated SVG data URL: no inline markup or style attributes,
 * so it passes the strict CSP (`img-src data:`).
 */
export function QrCode({ value, size = QR_DEFAULT_SIZE, label, testId }: QrCodeProps) {
  const src = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img className="qr-code" src={src} width={size} height={size} alt={label} data-testid={testId} />;
}
