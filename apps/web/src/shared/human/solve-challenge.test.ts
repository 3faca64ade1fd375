import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './solve-challenge';

describe('solveChallenge', () => {
  it('finds the number behind the challenge and returns the proof the server checks', async () => {
    const salt = 'abc123?expires=9999999999';
    const challenge = createHash('sha256').update(`${salt}1234`).digest('hex');
    const signature = createHmac('sha256', 'k').update(challenge).digest('hex');
    const proof = await solveChallenge({ algorithm: 'SHA-256', challenge, maxnumber: 5000, salt, signature });
    expect(JSON.parse(atob(proof))).toEqual({
      algorithm: 'SHA-256',
      challenge,
      number: 1234,
      salt,
      signature,
    });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      solveChallenge(
        { algorithm: 'SHA-256', challenge: 'x', maxnumber: 10, salt: 's', signature: 'y' },
        controller.signal,
      ),
    ).rejects.toThrow();
  });
});
