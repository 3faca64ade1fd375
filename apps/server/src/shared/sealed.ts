import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Small values the server hands out and reads back later (a cookie, a one-time code): sealed with
 * AES-256-GCM, so the holder can neither read nor change them, and with an expiry inside. Each
 * purpose derives its own key, so a value sealed for one use is refused for another.
 */
export class Sealer {
  constructor(private readonly secret: string) {}

  private key(purpose: string) {
    return createHash('sha256').update(`${purpose}\0${this.secret}`).digest();
  }

  seal(purpose: string, payload: object, ttlMs: number): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key(purpose), iv);
    const plain = Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + ttlMs }));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The payload, or null when the value is forged, altered, for another purpose or expired. */
  open<T extends object>(purpose: string, sealed: string | undefined): (T & { exp: number }) | null {
    if (!sealed) return null;
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 12 + 16 + 2) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key(purpose), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(raw.length - 16));
      const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
      const payload = JSON.parse(plain.toString()) as T & { exp: number };
      return typeof payload.exp === 'number' && payload.exp > Date.now() ? payload : null;
    } catch {
      return null;
    }
  }
}
