/** The query key of a catalogue list: every games query sits under one prefix, refreshed after a save. */
export const gamesKey = (name: string) => ['ops', 'games', name] as const;
export const GAMES_PREFIX = ['ops', 'games'] as const;
