import { describe, expect, it } from 'vitest';
import { checkCallsDoc } from '../../../scripts/generate-calls.mjs';

describe('docs/calls.md', () => {
  it('lists every call of the contract with the server and web files of today', async () => {
    const { stale, message } = await checkCallsDoc();
    expect(stale, message).toBe(false);
  });
});
