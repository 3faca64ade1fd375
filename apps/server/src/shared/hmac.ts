import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a text, hex. */
export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Equal-time comparison of two strings (different lengths are simply unequal). */
export const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};
