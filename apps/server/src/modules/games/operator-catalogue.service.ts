import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  houseGameSettingsRequest,
  setGameRequest,
  setVendorRequest,
} from '@bet/contracts/operator/operator';
import type { catalogueGamesQuery } from '@bet/contracts/operator/operator-site';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { VendorError, type VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import type { HvGameSettings } from '../../adapters/game-vendor/house-vendor-protocol.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor as OperatorActor } from '../operator/operator-settings.service.js';
import * as repo from './catalogue.repo.js';
import * as ops from './operator-catalogue.repo.js';

type VendorRow = Awaited<ReturnType<typeof ops.listAllVendors>>[number];
const vendorOut = (v: VendorRow) => ({
  code: v.code,
  name: v.name,
  category: v.category,
  enabled: v.enabled,
  maintenance: v.maintenance,
  isHot: v.is_hot,
  isGame: v.is_game,
  sort: v.sort,
});

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
      ...(body.sort !== undefined ? { sort: body.sort } : {}),
    };
    if (Object.keys(changes).length === 0)
      throw new AppError(ErrorCodes.requestParamErr, 'nothing to change');
    await this.d.db.transaction().execute(async (trx) => {
      const before = await ops.findVendor(trx, merchantId, body.code);
      if (!before) throw new AppError(ErrorCodes.notFound, 'no such vendor');
      await ops.updateVendorSettings(trx, merchantId, body.code, changes);
      await this.audit(trx, merchantId, who, 'vendor.set', { ...body, before: vendorOut(before) });
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
      const before = await ops.findGame(trx, merchantId, body.vendor, body.code);
      if (!before || !(await repo.updateGame(trx, merchantId, body, changes)))
        throw new AppError(ErrorCodes.gameNotFound, 'no such game');
      await this.audit(trx, merchantId, who, 'game.set', {
        ...body,
        before: { enabled: before.enabled, isHot: before.is_hot },
      });
    });
    this.d.onChange();
    return body;
  }

  async vendors(merchantId: number) {
    return { vendors: (await ops.listAllVendors(this.d.db, merchantId)).map(vendorOut) };
  }

  /** The catalogue's games (on or off), a page at a time, by vendor and a name or code search. */
  async games(merchantId: number, q: z.output<typeof catalogueGamesQuery>) {
    const filter = { vendor: q.vendor, search: q.search };
    const [rows, totalCount] = await Promise.all([
      ops.listGamesPage(this.d.db, merchantId, filter, {
        limit: q.pageSize,
        offset: (q.pageNo - 1) * q.pageSize,
      }),
      ops.countGamesOf(this.d.db, merchantId, filter),
    ]);
    return {
      list: rows.map((g) => ({
        vendor: g.vendor,
        code: g.code,
        name: g.name,
        category: g.category,
        enabled: g.enabled,
        isHot: g.is_hot,
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / q.pageSize),
      pageNo: q.pageNo,
    };
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
