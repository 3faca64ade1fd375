import type { FastifyInstance } from 'fastify';
import {
  fetchTransport,
  HouseVendorClient,
  type HttpTransport,
} from '../adapters/game-vendor/house-vendor-client.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { getOrCreateSecret } from '../modules/identity/server-secrets.js';
import { HouseRounds } from '../modules/house-vendor/house-rounds.service.js';
import { HouseGameSettings } from '../modules/house-vendor/house-settings.js';
import { HouseVendorWallet } from '../modules/house-vendor/house-vendor-wallet.js';
import { createCryptoRng } from '../modules/house-vendor/games/rng.js';

/**
 * The house vendor's own API and game pages run in this process by default, and the platform
 * reaches them only through `HouseVendorClient` over HTTP — in-process through `app.inject`
 * unless HOUSE_VENDOR_URL points at a separate deployment of it.
 */
export async function buildHouseVendor(app: FastifyInstance, config: Config, db: Db) {
  const secret = config.HOUSE_VENDOR_SECRET ?? (await getOrCreateSecret(db, 'house-vendor-api'));
  const inProcess: HttpTransport = async (req) => {
    const res = await app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      ...(req.body === undefined ? {} : { payload: req.body }),
    });
    return { status: res.statusCode, body: res.body };
  };
  const transport = config.HOUSE_VENDOR_URL ? fetchTransport(config.HOUSE_VENDOR_URL) : inProcess;
  return {
    secret,
    transport,
    rounds: new HouseRounds(db, createCryptoRng()),
    wallet: new HouseVendorWallet(db),
    settings: new HouseGameSettings(db),
    client: new HouseVendorClient(transport, secret),
  };
}
