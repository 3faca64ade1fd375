import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import {
  HOUSE_LIVE_PRODUCT,
  HouseVendorClient,
  type HttpTransport,
} from '../adapters/game-vendor/house-vendor-client.js';
import type { Bus } from '../adapters/redis/bus.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { LiveCasino } from '../modules/house-live/live-casino.service.js';
import { liveTables } from '../modules/house-live/live-tables.js';
import { createClock } from '../shared/clock.js';

/**
 * The house live casino (decision 0057): the vendor's side (tables, bets, the dealer) when the
 * house vendor runs in this process, and the platform's client of it as vendor `HLIVE`.
 */
export function buildLiveServices(d: {
  db: Db;
  bus: Bus;
  config: Pick<Config, 'HOUSE_LIVE_BETTING_SECONDS' | 'HOUSE_LIVE_DEAL_SECONDS'>;
  vendors: VendorRegistry;
  house: { transport: HttpTransport; secret: string } | null;
}) {
  if (!d.house) return { live: null };
  const live = new LiveCasino({
    db: d.db,
    // Live rounds run on the wall clock: every player and process must agree on the round.
    clock: createClock({ adjustable: false }),
    bus: d.bus,
    tables: liveTables({
      bettingSeconds: d.config.HOUSE_LIVE_BETTING_SECONDS,
      dealSeconds: d.config.HOUSE_LIVE_DEAL_SECONDS,
    }),
  });
  const client = new HouseVendorClient(d.house.transport, d.house.secret, HOUSE_LIVE_PRODUCT);
  if (!d.vendors.get(client.code)) d.vendors.register(client);
  return { live };
}
