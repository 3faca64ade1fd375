import { drawProcedureOf, type DrawRng } from './verify-draw-games';

/**
 * The browser's half of the provably fair draw (decision 0041; the server's
 * apps/server/src/modules/house-lottery/games/fair-draw.ts). With Web Crypto only:
 *
 *   commit  = SHA-256(the 32 seed bytes), hex
 *   block i = HMAC-SHA256(key = seed bytes, message = "<game>:<issue>:<i>"), i = 0, 1, 2 …
 *   words   = each block as eight big-endian unsigned 32-bit integers, in order
 *   int(n)  = the next word w with w < 2^32 − (2^32 mod n), answered as w mod n
 *
 * then the game's draw procedure (verify-draw-games.ts, mirrored from the server's game files)
 * consumes int(n) calls. Unit tests replay the server's determinism vectors so the two cannot drift.
 */

const TWO_POW_32 = 2 ** 32;
const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The seed's bytes, or null when it is not 64 hex digits (32 bytes). */
export function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(seedHex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = parseInt(seedHex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** HMAC blocks 0 … count − 1 of a draw, as their 32-bit words (8 per block). */
export async function fairWords(
  seed: Uint8Array<ArrayBuffer>,
  game: string,
  issue: string,
  count: number,
): Promise<{ words: number[]; firstBlockHex: string }> {
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      crypto.subtle.sign('HMAC', key, encoder.encode(`${game}:${issue}:${i}`)),
    ),
  );
  const words: number[] = [];
  for (const block of blocks) {
    const view = new DataView(block);
    for (let i = 0; i < 8; i += 1) words.push(view.getUint32(i * 4, false));
  }
  return { words, firstBlockHex: hex(blocks[0]!) };
}

class OutOfWords extends Error {}

/** Rejection sampling over a fixed list of words; counts what it used and rejected. */
export function wordsRng(words: readonly number[]): DrawRng & { used: () => number; rejected: () => number } {
  let next = 0;
  let rejected = 0;
  return {
    randomInt(n: number) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`randomInt(${n})`);
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      for (;;) {
        if (next >= words.length) throw new OutOfWords();
        const word = words[next++]!;
        if (word < limit) return word % n;
        rejected += 1;
      }
    },
    used: () => next,
    rejected: () => rejected,
  };
}

export interface Derivation {
  result: string[];
  blocks: number;
  wordsUsed: number;
  rejected: number;
  firstBlockHex: string;
}

/** The result a seed gives for a game's issue, as the server draws it. */
export async function deriveResult(seedHex: string, game: string, issue: string): Promise<Derivation> {
  const seed = seedBytes(seedHex);
  if (!seed) throw new Error('seed.invalid');
  const procedure = drawProcedureOf(game);
  if (!procedure) throw new Error('game.unknown');
  // Words are made a batch of blocks at a time (HMAC is async in the browser); a draw that needs
  // more than the batch is replayed from the start with twice as many: the same words, in order.
  for (let count = 8; ; count *= 2) {
    const { words, firstBlockHex } = await fairWords(seed, game, issue, count);
    const rng = wordsRng(words);
    try {
      const result = [...procedure(rng)];
      return {
        result,
        blocks: Math.ceil(rng.used() / 8),
        wordsUsed: rng.used(),
        rejected: rng.rejected(),
        firstBlockHex,
      };
    } catch (error) {
      if (!(error instanceof OutOfWords) || count >= 1024) throw error;
    }
  }
}

export interface DrawToVerify {
  game: string;
  issue: string;
  commit: string | null;
  seed: string | null;
  result: string[] | null;
}

export type VerifyVerdict = 'match' | 'mismatch' | 'unverifiable';

export interface VerifyReport {
  verdict: VerifyVerdict;
  /** Why it cannot be checked (no seed yet, no commit, unknown game, malformed seed). */
  reason?: 'noSeed' | 'noCommit' | 'seedInvalid' | 'gameUnknown';
  computedCommit?: string;
  commitMatches?: boolean;
  derivation?: Derivation;
  resultMatches?: boolean;
}

const sameResult = (a: readonly string[], b: readonly string[] | null) =>
  b !== null && a.length === b.length && a.every((value, i) => value === b[i]);

/** Checks a published draw: the seed hashes to the commitment and derives the published result. */
export async function verifyDraw(draw: DrawToVerify): Promise<VerifyReport> {
  if (!draw.commit) return { verdict: 'unverifiable', reason: 'noCommit' };
  if (!draw.seed) return { verdict: 'unverifiable', reason: 'noSeed' };
  const seed = seedBytes(draw.seed);
  if (!seed) return { verdict: 'unverifiable', reason: 'seedInvalid' };
  if (!drawProcedureOf(draw.game)) return { verdict: 'unverifiable', reason: 'gameUnknown' };
  const computedCommit = await sha256Hex(seed);
  const commitMatches = computedCommit === draw.commit.toLowerCase();
  const derivation = await deriveResult(draw.seed, draw.game, draw.issue);
  const resultMatches = sameResult(derivation.result, draw.result);
  return {
    verdict: commitMatches && resultMatches ? 'match' : 'mismatch',
    computedCommit,
    commitMatches,
    derivation,
    resultMatches,
  };
}
