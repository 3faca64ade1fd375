import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { OTP_LIMITS, OtpService } from './otp.service.js';

let handle: DbHandle;
let merchantId: number;
let clock = Date.UTC(2030, 0, 1);
let otp: OtpService;
let seq = 0;
/** A fresh target and IP per test, so the flood limits of one test never touch another. */
const fresh = () => {
  seq += 1;
  return {
    merchantId,
    purpose: 'login',
    target: `+6391700${String(seq).padStart(5, '0')}`,
    ip: `10.0.${Math.floor(seq / 250)}.${seq % 250}`,
  };
};
const MINUTE = 60_000;

beforeAll(async () => {
  handle = await createTestDb();
  merchantId = (
    await handle.db.selectFrom('merchants').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()
  ).id;
  otp = new OtpService(handle.db, { ttlMinutes: 5, now: () => clock });
});
afterAll(() => handle.close());

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('OtpService', () => {
  it('issues 6 digits, stores only a hash, and accepts the right code once', async () => {
    const t = fresh();
    const { code, expiresAt } = await otp.issue(t);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt).toBe(clock + 5 * MINUTE);
    const row = await handle.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('target', '=', t.target)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

    await expect(otp.verify({ ...t, code })).resolves.toBeUndefined();
    await expect(otp.verify({ ...t, code })).rejects.toMatchObject({
      errorCode: ErrorCodes.verificationCodeInvalid,
    });
  });

  it('refuses a missing code and a target that never got one', async () => {
    const t = fresh();
    await expect(otp.verify({ ...t, code: '' })).rejects.toMatchObject({
      errorCode: ErrorCodes.verificationCodeMissing,
    });
    await expect(otp.verify({ ...t, code: '123456' })).rejects.toMatchObject({
      errorCode: ErrorCodes.verificationCodeInvalid,
    });
  });

  it('allows 5 tries: the right code on the 5th works, after 5 wrong ones even the right code is refused', async () => {
    const a = fresh();
    const first = await otp.issue(a);
    for (let i = 0; i < 4; i++) {
      await expect(otp.verify({ ...a, code: wrongOf(first.code) })).rejects.toMatchObject({
        errorCode: ErrorCodes.verificationCodeInvalid,
      });
    }
    await expect(otp.verify({ ...a, code: first.code })).resolves.toBeUndefined();

    const b = fresh();
    const second = await otp.issue(b);
    for (let i = 0; i < 5; i++) {
      await expect(otp.verify({ ...b, code: wrongOf(second.code) })).rejects.toMatchObject({
        errorCode: ErrorCodes.verificationCodeInvalid,
      });
    }
    await expect(otp.verify({ ...b, code: second.code })).rejects.toMatchObject({
      errorCode: ErrorCodes.verificationCodeInvalid,
    });
  });

  it('counts parallel guesses too: 20 at once leave no try for the right code', async () => {
    const t = fresh();
    const { code } = await otp.issue(t);
    const guesses = await Promise.allSettled(
      Array.from({ length: 20 }, () => otp.verify({ ...t, code: wrongOf(code) })),
    );
    expect(guesses.every((g) => g.status === 'rejected')).toBe(true);
    const row = await handle.db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('target', '=', t.target)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    await expect(otp.verify({ ...t, code })).rejects.toMatchObject({
      errorCode: ErrorCodes.verificationCodeInvalid,
    });
  });

  it('lets only one of two simultaneous right answers succeed', async () => {
    const t = fresh();
    const { code } = await otp.issue(t);
    const results = await Promise.allSettled([otp.verify({ ...t, code }), otp.verify({ ...t, code })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses an expired code with code.expired', async () => {
    const t = fresh();
    const { code } = await otp.issue(t);
    clock += 5 * MINUTE;
    await expect(otp.verify({ ...t, code })).rejects.toMatchObject({ errorCode: ErrorCodes.codeExpired });
  });

  it('accepts a code just before it expires', async () => {
    const t = fresh();
    const { code } = await otp.issue(t);
    clock += 5 * MINUTE - 1;
    await expect(otp.verify({ ...t, code })).resolves.toBeUndefined();
  });

  it('sends at most one code per target per minute and 5 per hour', async () => {
    const t = fresh();
    await otp.issue(t);
    clock += 59_000;
    await expect(otp.issue({ ...t, ip: '10.9.9.1' })).rejects.toMatchObject({
      errorCode: ErrorCodes.phoneTooManyRequests,
      status: 429,
    });
    clock += 1_000;
    await expect(otp.issue(t)).resolves.toBeTruthy();
    for (let i = 2; i < OTP_LIMITS.perTargetHour; i++) {
      clock += MINUTE;
      await otp.issue(t);
    }
    clock += MINUTE;
    await expect(otp.issue(t)).rejects.toMatchObject({ errorCode: ErrorCodes.phoneTooManyRequests });
    clock += 61 * MINUTE;
    await expect(otp.issue(t)).resolves.toBeTruthy();
  });

  it('sends one code when several requests for one target arrive at once', async () => {
    const t = fresh();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => otp.issue({ ...t, ip: `10.201.0.${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await handle.db
      .selectFrom('otp_codes')
      .select('id')
      .where('target', '=', t.target)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sends at most 10 codes per IP per hour, whatever the targets', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < OTP_LIMITS.perIpHour; i++) await otp.issue({ ...fresh(), ip });
    await expect(otp.issue({ ...fresh(), ip })).rejects.toMatchObject({
      errorCode: ErrorCodes.phoneTooManyRequests,
    });
    await expect(otp.issue(fresh())).resolves.toBeTruthy();
  });

  it('makes a new code invalidate the old one', async () => {
    const t = fresh();
    const old = await otp.issue(t);
    clock += MINUTE;
    const current = await otp.issue(t);
    if (old.code !== current.code) {
      await expect(otp.verify({ ...t, code: old.code })).rejects.toMatchObject({
        errorCode: ErrorCodes.verificationCodeInvalid,
      });
    }
    await expect(otp.verify({ ...t, code: current.code })).resolves.toBeUndefined();
    const live = await handle.db
      .selectFrom('otp_codes')
      .select('id')
      .where('target', '=', t.target)
      .where('consumed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(0);
  });

  it('keeps codes apart per purpose', async () => {
    const t = fresh();
    const { code } = await otp.issue(t);
    await expect(otp.verify({ ...t, purpose: 'reset', code })).rejects.toMatchObject({
      errorCode: ErrorCodes.verificationCodeInvalid,
    });
    await expect(otp.verify({ ...t, code })).resolves.toBeUndefined();
  });
});
