import type { VendorRegistry } from '../adapters/game-vendor/game-vendor.js';
import {
  HOUSE_PVP_PRODUCT,
  HouseVendorClient,
  type HttpTransport,
} from '../adapters/game-vendor/house-vendor-client.js';
import type { Bus } from '../adapters/redis/bus.js';
import type { Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import { CardRoomOperationsService } from '../modules/card-room-operations/card-room-operations.service.js';
import { CardRoom } from '../modules/house-pvp/card-room.service.js';
import { cardRoomTiming } from '../modules/house-pvp/card-table.js';
import { createCryptoRng } from '../modules/house-vendor/games/rng.js';

/**
 * The house card room (decision 0059): the vendor's side (rooms, tables, the dealer) when the house
 * vendor runs in this process, the platform's client of it as vendor `HPVP`, and the operator
 * service reaching it through that client.
 */
export function buildPvpServices(d: {
  db: Db;
  bus: Bus;
  config: Pick<Config, 'HOUSE_PVP_TURN_SECONDS' | 'HOUSE_PVP_BOT_WAIT_SECONDS'>;
  vendors: VendorRegistry;
  house: { transport: HttpTransport; secret: string } | null;
}) {
  if (!d.house)
    return { cardRoom: null, cardRoomOperations: new CardRoomOperationsService({ client: null }) };
  const cardRoom = new CardRoom({
    db: d.db,
    bus: d.bus,
    timing: cardRoomTiming(d.config.HOUSE_PVP_TURN_SECONDS, d.config.HOUSE_PVP_BOT_WAIT_SECONDS),
    bots: createCryptoRng(),
  });
  const client = new HouseVendorClient(d.house.transport, d.house.secret, HOUSE_PVP_PRODUCT);
  if (!d.vendors.get(client.code)) d.vendors.register(client);
  return { cardRoom, cardRoomOperations: new CardRoomOperationsService({ client }) };
}
