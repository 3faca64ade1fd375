import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { HumanChallenge } from '@bet/contracts/identity/verification';
import type { Db } from '../../db/create-db.js';
import type { HumanProofCheck } from './ports.js';
import { purgeExpiredProofs, spendProof } from './used-proofs.repo.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string, s: string) => createHmac('sha256', key).update(s).digest('hex');

/**
 * An ALTCHA-style proof of work: the browser finds the number whose hash with the salt is the
 * challenge (~0.1 s at 50 000); the signature proves we issued it, the salt carries its expiry.
 * Self-hosted and offline, unlike third-party captchas.
 */
export function createChallenge(
  hmacKey: string,
  opts: { maxnumber?: number; ttlMs?: number; now?: number } = {},
): HumanChallenge {
  const maxnumber = opts.maxnumber ?? 50_000;
  const expires = Math.floor(((opts.now ?? Date.now()) + (opts.ttlMs ?? 10 * 60_000)) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
  const challenge = sha256(salt + randomInt(0, maxnumber + 1));
  return { algorithm: 'SHA-256', challenge, maxnumber, salt, signature: hmac(hmacKey, challenge) };
}

interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parse(proof: string): Solution | null {
  try {
    const s = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Partial<Solution>;
    const ok =
      s.algorithm === 'SHA-256' &&
      typeof s.challenge === 'string' &&
      typeof s.salt === 'string' &&
      typeof s.signature === 'string' &&
      Number.isInteger(s.number);
    return ok ? (s as Solution) : null;
  } catch {
    return null;
  }
}

/** Checks a solved challenge once: signature, work, expiry, and that it was not used before. */
export function checkSolution(
  hmacKey: string,
  proof: string,
  now = Date.now(),
): { signature: string; expiresAt: number } | null {
  const s = parse(proof);
  if (!s) return null;
  const expected = Buffer.from(hmac(hmacKey, s.challenge));
  const given = Buffer.from(s.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (sha256(s.salt + s.number) !== s.challenge) return null;
  const expires = Number(/[?&]expires=(\d+)/.exec(s.salt)?.[1]);
  if (!expires || expires * 1000 <= now) return null;
  return { signature: s.signature, expiresAt: expires * 1000 };
}

export class HumanProofService implements HumanProofCheck {
  constructor(
    private readonly db: Db,
    private readonly hmacKey: string,
    private readonly maxnumber = 50_000,
  ) {}

  challenge(): HumanChallenge {
    return createChallenge(this.hmacKey, { maxnumber: this.maxnumber });
  }

  async verify(proof: string | undefined): Promise<boolean> {
    if (!proof || proof.length > 2048) return false;
    const ok = checkSolution(this.hmacKey, proof);
    if (!ok) return false;
    // The primary key decides between two concurrent uses of one proof.
    return spendProof(this.db, ok.signature, new Date(ok.expiresAt));
  }

  /** A used proof only matters until its challenge expires; after that the expiry check refuses it. */
  purgeExpired() {
    return purgeExpiredProofs(this.db);
  }
}
