/** Game categories of the vendor lanes (spec §3). Zod-free for the web. */
export const GAME_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'ELOTT', 'LOTT'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
