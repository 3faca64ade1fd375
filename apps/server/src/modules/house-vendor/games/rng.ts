import { createCipheriv, createHash, randomFillSync } from 'node:crypto';

/**
 * The random source of the house games. Every outcome is drawn on the server from this
 * interface; the client never supplies or sees randomness before the round is settled.
 */
export interface Rng {
  /** A uniform integer in [0, maxExclusive); maxExclusive is an integer in [1, 2^32]. */
  randomInt(maxExclusive: number): number;
  /** A uniform float in [0, 1) with 53 random bits. */
  randomFloat(): number;
}

/** Uniform unsigned 32-bit words; the only thing a generator has to supply. */
export type WordSource = () => number;

const TWO_POW_32 = 2 ** 32;

/**
 * Builds an Rng over a source of uniform 32-bit words. `randomInt` uses rejection sampling:
 * a word is kept only below the largest multiple of maxExclusive that fits in 2^32, so every
 * residue is equally likely (a plain `word % n` would favour the small residues whenever n
 * does not divide 2^32). At most half the words are ever rejected, so the loop ends fast.
 */
export function rngFromWords(nextWord: WordSource): Rng {
  return {
    randomInt(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_32) {
        throw new RangeError(`randomInt: maxExclusive must be an integer in [1, 2^32], got ${maxExclusive}`);
      }
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      for (;;) {
        const word = nextWord();
        if (word < limit) return word % maxExclusive;
      }
    },
    randomFloat() {
      // 27 + 26 bits, the mantissa width of a double, so every value is exactly k / 2^53.
      const high = nextWord() >>> 5;
      const low = nextWord() >>> 6;
      return (high * 67108864 + low) / 9007199254740992;
    },
  };
}

/** Reads a byte generator in blocks, handing out 32-bit words. */
function wordsFromBlocks(refill: (block: Buffer) => void, blockBytes: number): WordSource {
  const block = Buffer.alloc(blockBytes);
  let offset = blockBytes;
  return () => {
    if (offset === blockBytes) {
      refill(block);
      offset = 0;
    }
    const word = block.readUInt32LE(offset);
    offset += 4;
    return word;
  };
}

/**
 * The production generator: the operating system's CSPRNG (crypto.randomFillSync), read in
 * small blocks because one system call per draw would dominate the cost of a spin.
 */
export function createCryptoRng(blockBytes = 4096): Rng {
  if (blockBytes <= 0 || blockBytes % 4 !== 0)
    throw new RangeError('blockBytes must be a positive multiple of 4');
  return rngFromWords(wordsFromBlocks((block) => randomFillSync(block), blockBytes));
}

/**
 * FOR TESTS AND SIMULATIONS ONLY: a reproducible generator. The key is SHA-256(seed) and the
 * words are the AES-256-CTR keystream, a standard cryptographic counter-mode generator, so a
 * simulation driven by it behaves like the real thing while replaying identically from its
 * seed. Never use it for real rounds: anyone who learns the seed can predict every outcome.
 */
export function createSeededTestRng(seed: string): Rng {
  const key = createHash('sha256').update(seed).digest();
  const keystream = createCipheriv('aes-256-ctr', key, Buffer.alloc(16));
  const zeros = Buffer.alloc(65536);
  return rngFromWords(wordsFromBlocks((block) => keystream.update(zeros).copy(block), zeros.length));
}
