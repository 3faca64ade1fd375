import { createHash, createHmac, randomBytes } from 'node:crypto';
import { rngFromWords, type Rng } from '../../house-vendor/games/rng.js';

/**
 * Provably fair draws (decision 0041). Before betting opens on an issue the vendor publishes
 * `commit = SHA-256(seed)` (hex of the 32 seed bytes, hashed as bytes). After the draw it
 * publishes the seed; anyone can check the commit and derive the result:
 *
 *   block i = HMAC-SHA256(key = seed, message = "<game>:<issue>:<i>"), i = 0, 1, 2 …
 *   words   = each block read as eight big-endian unsigned 32-bit integers, in order
 *   int(n)  = the next word w with w < 2^32 − (2^32 mod n), answered as w mod n (rejection sampling)
 *
 * and the game's `draw` consumes `int(n)` calls in its documented order. The browser's
 * verification page runs the same steps with Web Crypto.
 */

export const newSeed = (): string => randomBytes(32).toString('hex');

export const commitOf = (seedHex: string): string =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/** The draw's random source: deterministic in (seed, game, issue). */
export function fairRng(seedHex: string, game: string, issue: string): Rng {
  const key = Buffer.from(seedHex, 'hex');
  let block = 0;
  let words: number[] = [];
  return rngFromWords(() => {
    if (words.length === 0) {
      const bytes = createHmac('sha256', key).update(`${game}:${issue}:${block++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => bytes.readUInt32BE(i * 4));
    }
    return words.shift()!;
  });
}
