import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { GLYPHS } from './captcha-font.js';

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes RGB pixels (row-major, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    raw[y * (1 + width * 3)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (1 + width * 3) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Draws the text with jittered glyphs over noise lines and dots: readable for people, a chore for OCR. */
export function renderCaptchaPng(text: string): Buffer {
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3).fill(245);
  const put = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    rgb[i] = r!;
    rgb[i + 1] = g!;
    rgb[i + 2] = b!;
  };
  const colour = () => [randomInt(20, 140), randomInt(20, 140), randomInt(20, 140)] as const;
  for (let i = 0; i < 120; i++)
    put(randomInt(WIDTH), randomInt(HEIGHT), [randomInt(150, 230), randomInt(150, 230), randomInt(150, 230)]);
  [...text].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? GLYPHS.X!;
    const ox = 8 + index * 27 + randomInt(-2, 3);
    const oy = 4 + randomInt(-2, 4);
    const ink = colour();
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE; dx++) put(ox + gx * SCALE + dx, oy + gy * SCALE + dy, ink);
      });
    });
  });
  for (let line = 0; line < 3; line++) {
    const ink = colour();
    const y = randomInt(HEIGHT);
    const slope = (randomInt(HEIGHT) - y) / WIDTH;
    for (let x = 0; x < WIDTH; x++) put(x, Math.round(y + slope * x), ink);
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}
