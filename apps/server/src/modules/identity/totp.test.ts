import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totpAt, totpUri, verifyTotp } from './totp.js';

// RFC 6238 appendix B, SHA-1, secret "12345678901234567890".
const RFC_SECRET = Buffer.from('12345678901234567890');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s', (seconds, code) => {
    expect(totpAt(RFC_SECRET, seconds * 1000, 8)).toBe(code);
    expect(totpAt(RFC_SECRET, seconds * 1000)).toBe(code.slice(2));
  });

  it('round-trips base32 and accepts only codes within one step', () => {
    expect(base32Decode(base32Encode(RFC_SECRET)).equals(RFC_SECRET)).toBe(true);
    expect(base32Encode(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const secret = generateTotpSecret();
    const now = 1_800_000_000_000;
    expect(verifyTotp(secret, totpAt(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpAt(secret, now - 30_000), now)).toBe(true);
    expect(verifyTotp(secret, totpAt(secret, now - 90_000), now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
    expect(totpUri({ secret, account: 'demo', issuer: 'Demo Bet' })).toMatch(
      /^otpauth:\/\/totp\/Demo%20Bet:demo\?secret=[A-Z2-7]+&/,
    );
  });

  it('honours the window and refuses a wrong code of the right shape', () => {
    const secret = base32Encode(RFC_SECRET);
    const at = 1111111109 * 1000;
    expect(verifyTotp(secret, '081804', at)).toBe(true);
    expect(verifyTotp(secret, '081805', at)).toBe(false);
    expect(verifyTotp(secret, totpAt(secret, at + 30_000), at, 0)).toBe(false);
    expect(verifyTotp(secret, totpAt(secret, at + 60_000), at, 2)).toBe(true);
    // Authenticator apps show secrets in lower case or padded; both decode to the same key.
    expect(verifyTotp(`${secret.toLowerCase()}====`, '081804', at)).toBe(true);
  });
});
