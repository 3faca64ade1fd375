import type { HumanChallenge } from '@bet/contracts/identity/verification';

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Solves an ALTCHA-style proof of work: finds the number n in 0..maxnumber with
 * sha256(salt + n) === challenge, and returns the proof the server expects, base64 JSON
 * `{ algorithm, challenge, number, salt, signature }`.
 */
export async function solveChallenge(ch: HumanChallenge, signal?: AbortSignal): Promise<string> {
  const encoder = new TextEncoder();
  const target = ch.challenge.toLowerCase();
  for (let number = 0; number <= ch.maxnumber; number++) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(ch.salt + number));
    if (hex(digest) === target) {
      const { algorithm, challenge, salt, signature } = ch;
      return btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));
    }
  }
  throw new Error('human challenge has no solution');
}
