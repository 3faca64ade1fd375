import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPHS } from './captcha-font.js';
import { crc32, renderCaptchaPng } from './captcha-png.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Splits a PNG into its chunks, checking each CRC against zlib's (not our own) implementation. */
function readChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(SIGNATURE);
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(zlibCrc32(typeAndData));
    chunks.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
}

/** Decodes the RGB scanlines (filter byte 0 on each, as written) into a darkness map. */
function darkPixels(png: Buffer, width: number, height: number): boolean[][] {
  const idat = Buffer.concat(
    readChunks(png)
      .filter((c) => c.type === 'IDAT')
      .map((c) => c.data),
  );
  const raw = inflateSync(idat);
  const stride = 1 + width * 3;
  return Array.from({ length: height }, (_, y) => {
    expect(raw[y * stride]).toBe(0);
    return Array.from({ length: width }, (_, x) => {
      const i = y * stride + 1 + x * 3;
      return raw[i]! + raw[i + 1]! + raw[i + 2]! < 450;
    });
  });
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});

describe('renderCaptchaPng', () => {
  it('writes signature, IHDR, IDAT and IEND with valid CRCs', () => {
    const chunks = readChunks(renderCaptchaPng('K7PX'));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = chunks[0]!.data;
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(120);
    expect(ihdr.readUInt32BE(4)).toBe(40);
    // 8-bit truecolour (3 bytes a pixel), deflate, standard filters, no interlace.
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(inflateSync(chunks[1]!.data).length).toBe(40 * (1 + 120 * 3));
    expect(chunks[2]!.data.length).toBe(0);
  });

  it('draws ink in each of the four character cells', () => {
    const dark = darkPixels(renderCaptchaPng('MW2Z'), 120, 40);
    // Characters sit about 27 px apart from x = 8; each cell must hold a glyph's worth of ink.
    for (let cell = 0; cell < 4; cell++) {
      let count = 0;
      for (let y = 0; y < 40; y++)
        for (let x = 8 + cell * 27; x < 8 + cell * 27 + 20; x++) if (dark[y]![x]) count++;
      expect(count).toBeGreaterThan(100);
    }
  });

  it('differs between two renders of the same text (random offsets and noise)', () => {
    expect(renderCaptchaPng('AB2C').equals(renderCaptchaPng('AB2C'))).toBe(false);
  });
});

describe('captcha font', () => {
  it('has only unambiguous characters, each a 5×7 glyph', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(30);
    for (const glyph of Object.values(GLYPHS)) {
      expect(glyph).toHaveLength(7);
      for (const row of glyph) expect(row).toMatch(/^[01]{5}$/);
    }
  });
});
