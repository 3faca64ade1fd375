import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  houseGameSettingsRequest,
  setGameRequest,
  setVendorRequest,
} from '@bet/contracts/operator/operator';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { VendorError, type VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import type { HvGameSettings } from '../../adapters/game-vendor/house-vendor-protocol.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor as OperatorActor } from '../operator/operator-settings.service.js';
import * as repo from './catalogue.repo.js';

const settingsOut = (s: HvGameSettings) => ({
  game: s.game,
  enabled: s.enabled,
  minBet: fromMinor(BigInt(s.minBet)),
  maxBet: fromMinor(BigInt(s.maxBet)),
});

/**
 * Operator: vendors (on/off, maintenance, hot, how they open), games of the catalogue (on/off,
 * hot), and the house vendor's per-game settings (on/off, stake limits) through its own API.
 * Every change is audited; `onChange` drops the lobby caches (of every process, through the bus).
 */
export class OperatorCatalogueService {
  constructor(private readonly d: { db: Db; vendors: VendorRegistry; onChange: () => void }) {}

  private audit(db: Db, merchantId: number, who: OperatorActor, action: string, detail: object) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action,
      detail: detail as Record<string, unknown>,
      ip: who.ip,
    });
  }

  async setVendor(merchantId: number, body: z.output<typeof setVendorRequest>, who: OperatorActor) {
    const changes = {
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.maintenance !== undefined ? { maintenance: body.maintenance } : {}),
      ...(body.isHot !== undefined ? { is_hot: body.isHot } : {}),
      ...(body.isGame !== undefined ? { is_game: body.isGame } : {}),
    };
    if (Object.keys(changes).length === 0)
      throw new AppError(ErrorCodes.requestParamErr, 'nothing to change');
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await repo.updateVendor(trx, merchantId, body.code, changes)))
        throw new AppError(ErrorCodes.notFound, 'no such vendor');
      await this.audit(trx, merchantId, who, 'vendor.set', body);
    });
    this.d.onChange();
    return body;
  }

  async setGame(merchantId: number, body: z.output<typeof setGameRequest>, who: OperatorActor) {
    const changes = {
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
      ...(body.isHot !== undefined ? { is_hot: body.isHot } : {}),
    };
    if (Object.keys(changes).length === 0)
      throw new AppError(ErrorCodes.requestParamErr, 'nothing to change');
    await this.d.db.transaction().execute(async (trx) => {
      if (!(await repo.updateGame(trx, merchantId, body, changes)))
        throw new AppError(ErrorCodes.gameNotFound, 'no such game');
      await this.audit(trx, merchantId, who, 'game.set', body);
    });
    this.d.onChange();
    return body;
  }

  async houseGameSettings(merchantId: number) {
    return (await this.house().gameSettings(merchantId)).map(settingsOut);
  }

  async setHouseGameSettings(
    merchantId: number,
    body: z.output<typeof houseGameSettingsRequest>,
    who: OperatorActor,
  ) {
    try {
      const saved = await this.house().setGameSettings(merchantId, {
        game: body.game,
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(body.minBet !== undefined ? { minBet: toMinor(body.minBet).toString() } : {}),
        ...(body.maxBet !== undefined ? { maxBet: toMinor(body.maxBet).toString() } : {}),
      });
      await this.audit(this.d.db, merchantId, who, 'house_game.set', body);
      return settingsOut(saved);
    } catch (error) {
      if (error instanceof VendorError && error.kind === 'REFUSED')
        throw new AppError(ErrorCodes.betOutOfLimits, error.message);
      throw error;
    }
  }

  private house(): HouseVendorClient {
    const vendor = this.d.vendors.get('HOUSE');
    if (!(vendor instanceof HouseVendorClient))
      throw new AppError(ErrorCodes.vendorUnavailable, 'the house vendor is not reachable');
    return vendor;
  }
}
