import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import {
  HOUSE_LOTTERY_PRODUCT,
  HouseVendorClient,
  type HttpTransport,
} from '../adapters/game-vendor/house-vendor-client.js';
import { httpResultsFeed } from '../adapters/lottery-results/results-feed.js';
import type { Bus } from '../adapters/redis/bus.js';
import type { Db } from '../db/create-db.js';
import { LotteryBetting } from '../modules/house-lottery/lottery-betting.service.js';
import { LotteryDraws } from '../modules/house-lottery/lottery-draws.service.js';
import { LotteryExport } from '../modules/house-lottery/lottery-export.service.js';
import { LOTTERY_GAMES } from '../modules/house-lottery/lottery-games.js';
import { LotteryOperations } from '../modules/house-lottery/lottery-operations.service.js';
import { LotteryResults } from '../modules/house-lottery/lottery-results.service.js';
import type { Clock } from '../shared/clock.js';

/**
 * The house lottery (decision 0041): the vendor's side (draws, betting, results, operations) when
 * the house vendor runs in this process, and the platform's client of it as vendor `HLOTT`.
 */
export function buildLotteryServices(d: {
  db: Db;
  bus: Bus;
  clock: Clock;
  vendors: VendorRegistry;
  house: { transport: HttpTransport; secret: string } | null;
  feedUrl: string | undefined;
  log: { warn(obj: object, msg: string): void };
}) {
  const games = LOTTERY_GAMES;
  const lotteryDraws = new LotteryDraws({
    db: d.db,
    games,
    clock: d.clock,
    bus: d.bus,
    feed: d.feedUrl ? httpResultsFeed(d.feedUrl) : undefined,
    log: d.log,
  });
  const vendorSide = d.house
    ? {
        draws: lotteryDraws,
        betting: new LotteryBetting({ db: d.db, games, clock: d.clock }),
        results: new LotteryResults({ db: d.db, clock: d.clock }),
        operations: new LotteryOperations({ db: d.db, games, clock: d.clock, draws: lotteryDraws }),
        exports: new LotteryExport(d.db),
      }
    : null;
  const lotteryClient = d.house
    ? new HouseVendorClient(d.house.transport, d.house.secret, HOUSE_LOTTERY_PRODUCT)
    : null;
  if (lotteryClient && !d.vendors.get(lotteryClient.code)) d.vendors.register(lotteryClient);
  return { lottery: vendorSide, lotteryClient };
}

export type LotteryVendorSide = NonNullable<ReturnType<typeof buildLotteryServices>['lottery']>;
