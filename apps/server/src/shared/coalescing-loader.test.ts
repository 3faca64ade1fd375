import { describe, expect, it } from 'vitest';
import { CoalescingLoader } from './coalescing-loader.js';

/** A loader over squares that records each call's keys and can hold its answers back. */
function squares(opts?: { maxKeys: number; maxInFlight: number }) {
  const calls: number[][] = [];
  const held: (() => void)[] = [];
  let holding = false;
  const loader = new CoalescingLoader<number, number>(async (keys) => {
    calls.push(keys);
    if (holding) await new Promise<void>((resolve) => held.push(resolve));
    return new Map(keys.filter((k) => k >= 0).map((k) => [k, k * k]));
  }, opts);
  return {
    loader,
    calls,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      held.splice(0).forEach((r) => r());
    },
  };
}

describe('CoalescingLoader', () => {
  it('answers the keys asked in one turn with one load, a key asked twice once, a missing key undefined', async () => {
    const { loader, calls } = squares();
    const answers = await Promise.all([loader.load(2), loader.load(3), loader.load(2), loader.load(-1)]);
    expect(answers).toEqual([4, 9, 4, undefined]);
    expect(calls).toEqual([[2, 3, -1]]);
  });

  it('keys asked while loads run wait and leave together when one ends', async () => {
    const { loader, calls, hold, release } = squares({ maxKeys: 100, maxInFlight: 1 });
    hold();
    const first = loader.load(1);
    await new Promise((r) => setImmediate(r));
    const later = [loader.load(2), loader.load(3)];
    await new Promise((r) => setImmediate(r));
    expect(calls).toEqual([[1]]);
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 4, 9]);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it('splits more keys than one load takes', async () => {
    const { loader, calls } = squares({ maxKeys: 2, maxInFlight: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => loader.load(k)))).toEqual([1, 4, 9, 16, 25]);
    expect(calls.flat().sort()).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...calls.map((c) => c.length))).toBe(2);
  });

  it('a failed load fails its callers only, and the next load runs', async () => {
    let fail = true;
    const loader = new CoalescingLoader<number, number>(async (keys) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, k]));
    });
    await expect(loader.load(1)).rejects.toThrow('down');
    fail = false;
    expect(await loader.load(1)).toBe(1);
  });
});
