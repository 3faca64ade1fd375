import { encodePng } from '../identity/captcha-png.js';

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** 0 outside the mark, 1 on it: a casino chip (ring with six notches around a disc), centred. */
function onMark(x: number, y: number): boolean {
  const r = Math.hypot(x, y);
  // Inside the maskable safe zone (a circle of 40 % of the size): the launcher may crop the rest.
  if (r <= 0.17) return true;
  if (r < 0.24 || r > 0.34) return false;
  const angle = (Math.atan2(y, x) + Math.PI) / (2 * Math.PI); // 0..1
  const slot = (angle * 6) % 1;
  return slot > 0.16;
}

/**
 * The lite app's icon, drawn here (no image files to keep per merchant): the background colour
 * to every edge (so it works as a maskable icon), the chip mark in the accent colour, smoothed
 * by 4×4 supersampling.
 */
export function renderPwaIcon(size: IconSize, colours: { background: string; accent: string }): Buffer {
  const bg = rgbOf(colours.background);
  const fg = rgbOf(colours.accent);
  const rgb = new Uint8Array(size * size * 3);
  const samples = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size - 0.5;
          const y = (py + (sy + 0.5) / samples) / size - 0.5;
          if (onMark(x, y)) hits++;
        }
      const cover = hits / (samples * samples);
      const i = (py * size + px) * 3;
      for (let c = 0; c < 3; c++) rgb[i + c] = Math.round(bg[c]! * (1 - cover) + fg[c]! * cover);
    }
  }
  return encodePng(size, size, rgb);
}
