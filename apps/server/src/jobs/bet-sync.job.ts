import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import type { Db } from '../db/create-db.js';
import { syncBets } from '../modules/games/bet-sync.js';
import type { JobDefinition } from './scheduler.js';

export const BET_SYNC_JOB = 'sync-bets';

/** Pulls the vendors' new bet records into `bets` every BET_SYNC_SECONDS (idempotent per bet). */
export const betSyncJob = (
  deps: { db: Db; vendors: VendorRegistry },
  everySeconds: number,
): JobDefinition => ({
  name: BET_SYNC_JOB,
  everyMs: everySeconds * 1000,
  run: () => syncBets(deps.db, deps.vendors),
});
