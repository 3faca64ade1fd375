import type { FastifyInstance } from 'fastify';
import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { syncBets } from '../modules/games/bet-sync.js';
import { registerBetRoutes } from '../modules/games/bets.routes.js';
import { registerGameRoutes } from '../modules/games/games.routes.js';
import { registerOperatorGameRoutes } from '../modules/games/operator-games.routes.js';
import type { OperatorAuthService } from '../modules/operator/operator-auth.service.js';

/** The game lobby, launch, bet records and the job that pulls vendors' bets (issue 5). */
export function registerGames(
  app: FastifyInstance,
  deps: { config: Config; db: Db; vendors: VendorRegistry; operatorAuth: OperatorAuthService },
): { syncBets: () => Promise<number> } {
  const { config, db, vendors } = deps;
  const lobby = registerGameRoutes(app, {
    db,
    vendors,
    esportsVendors: config.ESPORTS_VENDORS,
    cacheMs: config.MERCHANT_CACHE_MS,
  });
  // This process's lobby shows an operator's change at once; others within MERCHANT_CACHE_MS.
  registerOperatorGameRoutes(app, { db, auth: deps.operatorAuth, vendors, onChange: lobby.clearCache });
  registerBetRoutes(app, { db, timeZone: config.REPORT_TIME_ZONE });

  const sync = () => syncBets(db, vendors);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sync()
      .catch((err: unknown) => app.log.warn({ err }, 'bet record sync failed'))
      .finally(() => (running = false));
  }, config.BET_SYNC_SECONDS * 1000).unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { syncBets: sync };
}
