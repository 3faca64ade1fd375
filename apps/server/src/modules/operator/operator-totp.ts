import { timingSafeEqual } from 'node:crypto';
import type { Sealer } from '../../shared/sealed.js';
import { totpAt } from '../identity/totp.js';

const STEP_MS = 30_000;
/** Sealed values carry an expiry; an authenticator secret has none worth the name. */
const SECRET_TTL_MS = 100 * 365 * 86_400_000;
const PURPOSE = 'operator-totp-secret';

/**
 * The time step whose code `code` is (this one or one either side, for clock drift), or null.
 * The step is what makes a code single-use: the caller records the last one accepted.
 */
export function matchTotpStep(secret: string, code: string, nowMs: number): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  let matched: bigint | null = null;
  const current = Math.floor(nowMs / STEP_MS);
  for (const step of [current - 1, current, current + 1]) {
    const expected = Buffer.from(totpAt(secret, step * STEP_MS));
    // Compared in constant time and without an early exit, so timing says nothing about the step.
    if (timingSafeEqual(expected, Buffer.from(code)) && matched === null) matched = BigInt(step);
  }
  return matched;
}

/** Authenticator secrets are stored sealed (AES-256-GCM under a server secret): a database dump alone cannot mint codes. */
export class TotpSecretBox {
  constructor(private readonly sealer: Sealer) {}

  seal(secret: string): string {
    return this.sealer.seal(PURPOSE, { secret }, SECRET_TTL_MS);
  }

  open(sealed: string | null): string | null {
    return this.sealer.open<{ secret: string }>(PURPOSE, sealed ?? undefined)?.secret ?? null;
  }
}
