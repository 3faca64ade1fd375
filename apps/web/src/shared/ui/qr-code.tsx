import { useMemo } from 'react';
import { encode } from 'uqr';
import { QR_DEFAULT_MARGIN, QR_DEFAULT_SIZE } from '@bet/contracts/constants';
import './ui.css';

interface QrCodeProps {
  value: string;
  /** Rendered size in px (spec §9: 200 by default, 125 in the header). */
  size?: number;
  /** Light margin around the code, in px of `size` (spec §9: 20 by default). */
  margin?: number;
  /** Accessible description of what the code opens. */
  label: string;
  testId?: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The code as SVG in pixel units: a white square of `size` with the modules inside a `margin`
 * (the quiet zone a scanner needs, light in both themes).
 */
export function qrSvg(value: string, size: number, margin: number): string {
  const { data } = encode(value, { border: 0 });
  const cell = (size - 2 * margin) / data.length;
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark)
        path += `M${round(margin + x * cell)} ${round(margin + y * cell)}h${round(cell)}v${round(cell)}h${round(-cell)}z`;
    }),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

// Codes the server drew (decision 0043) are in the document already, keyed by what they encode:
// hydration takes those pictures instead of encoding each again (the encoder tries all eight
// masks, a long task per code on a phone: issue 11). Read once, on the first code's render.
let drawnCodes: Map<string, string> | undefined;
function drawnCode(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  drawnCodes ??= new Map(
    [...document.querySelectorAll<HTMLImageElement>('img.qr-code[data-qr]')].map((img) => [
      img.dataset.qr!,
      img.getAttribute('src')!,
    ]),
  );
  return drawnCodes.get(key);
}

/**
 * A QR code as an `<img>` of a generated SVG data URL: no inline markup or style attributes,
 * so it passes the strict CSP (`img-src data:`).
 */
export function QrCode({
  value,
  size = QR_DEFAULT_SIZE,
  margin = QR_DEFAULT_MARGIN,
  label,
  testId,
}: QrCodeProps) {
  const key = `${size}:${margin}:${value}`;
  const src = useMemo(
    () => drawnCode(key) ?? `data:image/svg+xml;utf8,${encodeURIComponent(qrSvg(value, size, margin))}`,
    [key, value, size, margin],
  );
  return (
    <img
      className="qr-code"
      src={src}
      width={size}
      height={size}
      alt={label}
      data-qr={key}
      data-testid={testId}
    />
  );
}
