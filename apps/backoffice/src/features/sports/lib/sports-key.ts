/** Every sportsbook query sits under one prefix: refreshed after any change. */
export const SPORTS_PREFIX = ['ops', 'sports'] as const;
export const sportsKey = (...parts: unknown[]) => [...SPORTS_PREFIX, ...parts] as const;
