import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { crc32, renderCaptchaPng } from './captcha-png.js';
import { CaptchaService } from './captcha.service.js';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('captcha image', () => {
  it('is a valid 120×40 truecolour PNG', () => {
    const png = renderCaptchaPng('K7PX');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    let offset = 8;
    const chunks: Record<string, Buffer> = {};
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString('ascii');
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(
        crc32(png.subarray(offset + 4, offset + 8 + length)),
      );
      chunks[type] = data;
      offset += 12 + length;
    }
    expect(Object.keys(chunks)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.IHDR!.readUInt32BE(0)).toBe(120);
    expect(chunks.IHDR!.readUInt32BE(4)).toBe(40);
    expect(inflateSync(chunks.IDAT!).length).toBe(40 * (1 + 120 * 3));
  });
});

describe('captcha service', () => {
  it('accepts the right answer once, in any case', async () => {
    const service = new CaptchaService(handle.db, { randomText: () => 'AB2C' });
    const { id, image } = await service.issue();
    expect(Buffer.from(image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(await service.verify(id, 'ab2c')).toBe(true);
    expect(await service.verify(id, 'AB2C')).toBe(false);
  });

  it('is spent by a wrong answer and refuses missing or unknown ids', async () => {
    const service = new CaptchaService(handle.db, { randomText: () => 'ZZ99' });
    const { id } = await service.issue();
    expect(await service.verify(id, 'ZZ98')).toBe(false);
    expect(await service.verify(id, 'ZZ99')).toBe(false);
    expect(await service.verify(undefined, 'ZZ99')).toBe(false);
    expect(await service.verify('nope', 'ZZ99')).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const service = new CaptchaService(handle.db, { randomText: () => 'QQ22' });
    const { id } = await service.issue();
    await handle.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await service.verify(id, 'QQ22')).toBe(false);
  });
});
