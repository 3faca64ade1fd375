import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { CAPTCHA_ALPHABET } from './captcha-font.js';
import { CaptchaService } from './captcha.service.js';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const rowOf = (id: string) =>
  handle.db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst();

describe('CaptchaService storage', () => {
  it('keeps only the sha256 of the upper-cased answer, under a 128-bit id, for five minutes', async () => {
    const before = Date.now();
    const { id, image } = await new CaptchaService(handle.db, { randomText: () => 'k7px' }).issue();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(image).not.toMatch(/^data:/);
    const row = await rowOf(id);
    expect(row?.answer_hash).toBe(createHash('sha256').update('K7PX').digest('hex'));
    const ttl = row!.expires_at.getTime() - before;
    expect(ttl).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000 + 5000);
  });

  it('deletes the row on a wrong answer and on a right one', async () => {
    const service = new CaptchaService(handle.db, { randomText: () => 'RT4Y' });
    const wrong = await service.issue();
    expect(await service.verify(wrong.id, 'RT4X')).toBe(false);
    expect(await rowOf(wrong.id)).toBeUndefined();
    const right = await service.issue();
    expect(await service.verify(right.id, ' rt4y ')).toBe(true);
    expect(await rowOf(right.id)).toBeUndefined();
  });

  it('refuses a missing answer without spending the captcha', async () => {
    const service = new CaptchaService(handle.db, { randomText: () => 'HH33' });
    const { id } = await service.issue();
    expect(await service.verify(id, undefined)).toBe(false);
    expect(await service.verify(id, '')).toBe(false);
    expect(await service.verify(id, 'HH33')).toBe(true);
  });

  it('draws four characters of the unambiguous alphabet by default', async () => {
    // The text is only visible through its hash: search all 4-letter words of the alphabet (~1M).
    const service = new CaptchaService(handle.db);
    const { id } = await service.issue();
    const hash = (await rowOf(id))!.answer_hash;
    const letters = [...CAPTCHA_ALPHABET];
    const found = letters.some((a) =>
      letters.some((b) =>
        letters.some((c) =>
          letters.some(
            (d) =>
              createHash('sha256')
                .update(a + b + c + d)
                .digest('hex') === hash,
          ),
        ),
      ),
    );
    expect(found).toBe(true);
  });

  it('purgeExpired removes only expired captchas', async () => {
    const service = new CaptchaService(handle.db, { randomText: () => 'PP44' });
    const old = await service.issue();
    const fresh = await service.issue();
    await handle.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', old.id)
      .execute();
    await service.purgeExpired();
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await rowOf(fresh.id)).toBeDefined();
  });
});
