import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.js';

describe('TtlCache', () => {
  it('keeps a value for its time, builds once for concurrent askers, forgets on demand', async () => {
    vi.useFakeTimers();
    try {
      const memory = new TtlCache<string, number>(1000, 10);
      let builds = 0;
      const build = async () => ++builds;
      expect(await Promise.all([memory.get('a', build), memory.get('a', build)])).toEqual([1, 1]);
      vi.advanceTimersByTime(999);
      expect(await memory.get('a', build)).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await memory.get('a', build)).toBe(2);
      memory.forget('a');
      expect(await memory.get('a', build)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds at most `max` entries (the oldest goes), keeps nothing with ttl 0, forgets failures', async () => {
    const memory = new TtlCache<number, number>(60_000, 2);
    let builds = 0;
    const build = async () => ++builds;
    await memory.get(1, build);
    await memory.get(2, build);
    await memory.get(3, build);
    expect(await memory.get(2, build)).toBe(2);
    expect(await memory.get(1, build)).toBe(4);

    const none = new TtlCache<number, number>(0, 2);
    expect([await none.get(1, build), await none.get(1, build)]).toEqual([5, 6]);

    await expect(memory.get(9, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memory.get(9, build)).toBe(7);
  });
});
