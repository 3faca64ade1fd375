import { vi } from 'vitest';
import type * as Client from '@/shared/api/client';

/**
 * `vi.mock` factories for the identity tests (each test file calls `vi.mock` with them, as
 * vitest hoists mocks per file):
 * - the proof of work is the server's business to check; tests skip the search;
 * - payload encryption has its own tests; here bodies travel in clear so the fetch stub can read
 *   them. Everything else of the client (headers, envelope, 401 handling) is the real one.
 */
export const solveChallengeMock = () => ({ solveChallenge: vi.fn(async () => 'proof') });

export async function clearClientMock(importOriginal: () => Promise<unknown>) {
  const actual = (await importOriginal()) as typeof Client;
  const apiCall: typeof actual.apiCall = (route, ...options) =>
    actual.apiCall({ ...route, encrypted: false }, ...options);
  return { ...actual, apiCall };
}

/** A human-verification challenge as the server sends it. */
export const challengeFixture = {
  algorithm: 'SHA-256',
  challenge: 'c'.repeat(64),
  maxnumber: 10,
  salt: 'salt',
  signature: 'sig',
} as const;

/** Forgets the remembered-user cookie between tests. */
export function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}
