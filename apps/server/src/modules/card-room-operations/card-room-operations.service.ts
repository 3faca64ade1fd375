import { ErrorCodes } from '@bet/contracts/error-codes';
import type { CardRoomOverview } from '@bet/contracts/operator/operator-card-room';
import { VendorError } from '../../adapters/game-vendor/game-vendor.js';
import type { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import { HV } from '../../adapters/game-vendor/house-vendor-protocol.js';
import { AppError } from '../../shared/app-error.js';

/**
 * The house card room as the platform's operators see it (issue 19, decision 0059), through the
 * vendor's signed API only (the HPVP client): the house book, each room now, the last real hands.
 */
export class CardRoomOperationsService {
  constructor(private readonly d: { client: HouseVendorClient | null }) {}

  async overview(merchantId: number): Promise<CardRoomOverview> {
    if (!this.d.client) throw new AppError(ErrorCodes.vendorUnavailable, 'the card room is not reachable');
    try {
      return await this.d.client.call<CardRoomOverview>(merchantId, 'GET', HV.pvpOverview);
    } catch (error) {
      if (error instanceof VendorError)
        throw new AppError(ErrorCodes.vendorUnavailable, `the card room failed: ${error.message}`);
      throw error;
    }
  }
}
