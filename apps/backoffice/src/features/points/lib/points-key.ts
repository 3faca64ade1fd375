/** Every query of the points screens sits under one prefix, refreshed after a change. */
export const POINTS_KEY = ['ops', 'points'] as const;
