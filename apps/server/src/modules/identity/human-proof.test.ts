import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanChallenge } from '@bet/contracts/identity/verification';
import type { DbHandle } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { checkSolution, createChallenge, HumanProofService } from './human-proof.js';

const solve = (ch: HumanChallenge, tamper: Partial<Record<string, unknown>> = {}) => {
  for (let n = 0; n <= ch.maxnumber; n++) {
    if (
      createHash('sha256')
        .update(ch.salt + n)
        .digest('hex') === ch.challenge
    ) {
      return Buffer.from(JSON.stringify({ ...ch, number: n, ...tamper })).toString('base64');
    }
  }
  throw new Error('unsolved');
};

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe('human verification (proof of work)', () => {
  it('accepts a solved challenge once', async () => {
    const service = new HumanProofService(handle.db, 'key-1', 2_000);
    const proof = solve(service.challenge());
    expect(await service.verify(proof)).toBe(true);
    expect(await service.verify(proof)).toBe(false);
  });

  it('refuses a wrong number, a foreign signature, an expired challenge and garbage', async () => {
    const ch = createChallenge('key-1', { maxnumber: 2_000 });
    const right = JSON.parse(Buffer.from(solve(ch), 'base64').toString()) as { number: number };
    expect(checkSolution('key-1', solve(ch, { number: right.number + 1 }))).toBeNull();
    expect(checkSolution('key-2', solve(ch))).toBeNull();
    const old = createChallenge('key-1', { maxnumber: 2_000, ttlMs: 1_000, now: Date.now() - 60_000 });
    expect(checkSolution('key-1', solve(old))).toBeNull();
    const service = new HumanProofService(handle.db, 'key-1', 2_000);
    for (const junk of [
      undefined,
      '',
      'not base64 !',
      Buffer.from('{"a":1}').toString('base64'),
      'x'.repeat(5000),
    ]) {
      expect(await service.verify(junk)).toBe(false);
    }
  });

  it('issues a signed challenge whose salt carries its expiry', () => {
    const now = Date.UTC(2030, 0, 1);
    const ch = createChallenge('key-1', { now, ttlMs: 60_000 });
    expect(ch.algorithm).toBe('SHA-256');
    expect(ch.maxnumber).toBe(50_000);
    expect(ch.salt).toMatch(new RegExp(`^[0-9a-f]{24}\\?expires=${(now + 60_000) / 1000}$`));
    expect(ch.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(ch.signature).toBe(createHmac('sha256', 'key-1').update(ch.challenge).digest('hex'));
  });

  it('lets only one of two concurrent uses of a proof pass', async () => {
    const service = new HumanProofService(handle.db, 'key-1', 2_000);
    const proof = solve(service.challenge());
    const results = await Promise.all([service.verify(proof), service.verify(proof), service.verify(proof)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('purgeExpired forgets only proofs whose challenge has expired', async () => {
    const service = new HumanProofService(handle.db, 'key-1', 2_000);
    const past = new Date(Date.now() - 1000);
    await handle.db.insertInto('human_proofs_used').values({ signature: 'old', expires_at: past }).execute();
    expect(await service.verify(solve(service.challenge()))).toBe(true);
    await service.purgeExpired();
    const left = await handle.db.selectFrom('human_proofs_used').select('signature').execute();
    expect(left.map((r) => r.signature)).not.toContain('old');
    expect(left.length).toBeGreaterThan(0);
  });
});
