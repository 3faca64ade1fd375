import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import {
  fetchTransport,
  HouseVendorClient,
  type HttpTransport,
} from '../adapters/game-vendor/house-vendor-client.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { createCryptoRng } from '../modules/house-vendor/games/rng.js';
import { registerHouseGameRoutes } from '../modules/house-vendor/house-game.routes.js';
import { HouseRounds } from '../modules/house-vendor/house-rounds.service.js';
import { registerHouseVendorApi } from '../modules/house-vendor/house-vendor-api.routes.js';
import { HouseVendorWallet } from '../modules/house-vendor/house-vendor-wallet.js';

/**
 * The house vendor (DESIGN.md §5): its API and game pages run in this process by default, and the
 * platform reaches it only through `HouseVendorClient` over HTTP — in-process through
 * `app.inject` unless HOUSE_VENDOR_URL points at a separate deployment of it.
 */
export async function registerHouseVendor(
  app: FastifyInstance,
  deps: { config: Config; db: Db },
): Promise<HouseVendorClient> {
  const secret = deps.config.HOUSE_VENDOR_SECRET ?? (await getOrCreateSecret(deps.db, 'house-vendor-api'));
  const rounds = new HouseRounds(deps.db, createCryptoRng());
  registerHouseVendorApi(app, { db: deps.db, secret, wallet: new HouseVendorWallet(deps.db), rounds });
  registerHouseGameRoutes(app, {
    rounds,
    assetsDir: deps.config.HOUSE_GAMES_DIR,
    roundsPerMinute: deps.config.RATE_LIMIT_PER_MINUTE,
  });

  const inProcess: HttpTransport = async (req) => {
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      ...(req.body === undefined ? {} : { payload: req.body }),
    });
    return { status: res.statusCode, body: res.body };
  };
  return new HouseVendorClient(
    deps.config.HOUSE_VENDOR_URL ? fetchTransport(deps.config.HOUSE_VENDOR_URL) : inProcess,
    secret,
  );
}
