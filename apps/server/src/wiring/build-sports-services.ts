import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import {
  HOUSE_ESPORTS_PRODUCT,
  HOUSE_SPORTS_PRODUCT,
  HouseVendorClient,
  type HttpTransport,
} from '../adapters/game-vendor/house-vendor-client.js';
import type { Db } from '../db/create-db.js';
import { SportsFeed } from '../modules/house-sports/sports-feed.service.js';
import { SportsOperations } from '../modules/house-sports/sports-operations.service.js';
import { Sportsbook } from '../modules/house-sports/sportsbook.service.js';
import { SportsOperationsService } from '../modules/sports-operations/sports-operations.service.js';
import type { Clock } from '../shared/clock.js';

/**
 * The house sportsbook (decision 0058): the vendor's side (the books, the operator's fixtures, the
 * simulated feed) when the house vendor runs in this process; the platform's clients of its two
 * books as vendors `HSPORTS` and `HESPORTS`, and the operator service reaching it through them.
 */
export function buildSportsServices(d: {
  db: Db;
  /** The settlement clock: a browser test moves it past a kick-off (as the lottery's draws). */
  clock: Clock;
  vendors: VendorRegistry;
  house: { transport: HttpTransport; secret: string } | null;
}) {
  const clients = d.house
    ? [HOUSE_SPORTS_PRODUCT, HOUSE_ESPORTS_PRODUCT].map(
        (p) => new HouseVendorClient(d.house!.transport, d.house!.secret, p),
      )
    : [];
  for (const client of clients) if (!d.vendors.get(client.code)) d.vendors.register(client);
  const { clock } = d;
  return {
    sportsbook: d.house
      ? {
          book: new Sportsbook({ db: d.db, clock }),
          operations: new SportsOperations({ db: d.db, clock }),
          feed: new SportsFeed({ db: d.db, clock }),
        }
      : null,
    sportsOperations: new SportsOperationsService({ db: d.db, client: clients[0] ?? null }),
  };
}
