import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new authenticator secret: 160 random bits, base32 as authenticator apps expect. */
export const generateTotpSecret = () => base32Encode(randomBytes(20));

export const totpUri = ({ secret, account, issuer }: { secret: string; account: string; issuer: string }) =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=${STEP_SECONDS}`;

/** RFC 6238 with SHA-1 and 30-second steps (what Google Authenticator uses). */
export function totpAt(secret: string | Buffer, timeMs: number, digits = 6): string {
  const key = typeof secret === 'string' ? base32Decode(secret) : secret;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / STEP_SECONDS)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Accepts the code of this step or of `window` steps around it (clock drift), compared in constant time. */
export function verifyTotp(secret: string, code: string, timeMs: number, window = 1): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  let ok = false;
  for (let step = -window; step <= window; step++) {
    const expected = Buffer.from(totpAt(secret, timeMs + step * STEP_SECONDS * 1000));
    if (timingSafeEqual(expected, Buffer.from(code))) ok = true;
  }
  return ok;
}
