/** Every lottery query sits under one prefix: refreshed after any change. */
export const LOTTERY_PREFIX = ['ops', 'lottery'] as const;
export const lotteryKey = (...parts: unknown[]) => [...LOTTERY_PREFIX, ...parts] as const;
