import type { Game } from '@bet/contracts/games/catalogue';

/**
 * The contract names the favourites and recent-games calls but not their answers: read a list of
 * games in the shapes the platform uses (`value.list`, `value.games` or a bare array).
 */
export function gamesOf(value: unknown): Game[] {
  if (Array.isArray(value)) return value as Game[];
  if (value && typeof value === 'object') {
    const record = value as { list?: unknown; games?: unknown };
    if (Array.isArray(record.list)) return record.list as Game[];
    if (Array.isArray(record.games)) return record.games as Game[];
  }
  return [];
}
