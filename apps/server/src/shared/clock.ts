/**
 * The time settlement reads. In production it is the system clock; a browser test that must see a
 * period close (decision 0038) runs the server with TEST_CLOCK_CONTROL and moves it forward.
 */
export interface Clock {
  now(): number;
  /** Moves the clock forward by `ms` (tests only; refused unless the clock is adjustable). */
  advance(ms: number): void;
}

export function createClock(opts: { adjustable: boolean }): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (!opts.adjustable) throw new Error('this clock is not adjustable');
      offset += ms;
    },
  };
}
