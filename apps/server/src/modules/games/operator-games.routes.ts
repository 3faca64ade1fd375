import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { VendorError, type VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { HouseVendorClient } from '../../adapters/game-vendor/house-vendor-client.js';
import type { HvGameSettings } from '../../adapters/game-vendor/house-vendor-protocol.js';
import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  houseGameSettingsRequest,
  operatorRoutes,
  setGameRequest,
  setVendorRequest,
} from '@bet/contracts/operator/operator';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requireRole } from '../operator/operator-scope.js';

const audit = (db: Db, request: FastifyRequest, action: string, detail: Record<string, unknown>) =>
  writeAudit(db, {
    actorType: 'operator',
    actorId: String(actor(request).operatorId),
    merchantId: merchantId(request),
    action,
    detail,
    ip: request.ip,
  });

/**
 * Operator: vendors (on/off, maintenance, hot, how they open), games of the catalogue (on/off,
 * hot), and the house vendor's per-game settings (on/off, stake limits) through its own API.
 */
export function registerOperatorGameRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: OperatorAuthService; vendors: VendorRegistry; onChange: () => void },
) {
  const house = () => {
    const vendor = deps.vendors.get('HOUSE');
    if (!(vendor instanceof HouseVendorClient))
      throw new AppError(ErrorCodes.vendorUnavailable, 'the house vendor is not reachable');
    return vendor;
  };
  registerOperatorScope(app, deps.auth, (secured) => {
    defineRoute(secured, operatorRoutes.setVendor, {
      body: setVendorRequest,
      handler: async ({ body, request }) => {
        requireRole(request);
        const changes = {
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.maintenance !== undefined ? { maintenance: body.maintenance } : {}),
          ...(body.isHot !== undefined ? { is_hot: body.isHot } : {}),
          ...(body.isGame !== undefined ? { is_game: body.isGame } : {}),
        };
        if (Object.keys(changes).length === 0)
          throw new AppError(ErrorCodes.requestParamErr, 'nothing to change');
        await deps.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('vendors')
            .set(changes)
            .where('merchant_id', '=', merchantId(request))
            .where('code', '=', body.code)
            .executeTakeFirst();
          if (updated.numUpdatedRows === 0n) throw new AppError(ErrorCodes.notFound, 'no such vendor');
          await audit(trx, request, 'vendor.set', body);
        });
        deps.onChange();
        return body;
      },
    });

    defineRoute(secured, operatorRoutes.setGame, {
      body: setGameRequest,
      handler: async ({ body, request }) => {
        requireRole(request);
        const changes = {
          ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          ...(body.isHot !== undefined ? { is_hot: body.isHot } : {}),
        };
        if (Object.keys(changes).length === 0)
          throw new AppError(ErrorCodes.requestParamErr, 'nothing to change');
        await deps.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('games')
            .set(changes)
            .where('merchant_id', '=', merchantId(request))
            .where('vendor', '=', body.vendor)
            .where('code', '=', body.code)
            .executeTakeFirst();
          if (updated.numUpdatedRows === 0n) throw new AppError(ErrorCodes.gameNotFound, 'no such game');
          await audit(trx, request, 'game.set', body);
        });
        deps.onChange();
        return body;
      },
    });

    defineRoute(secured, operatorRoutes.getHouseGameSettings, {
      handler: async ({ request }) => (await house().gameSettings(merchantId(request))).map(settingsOut),
    });
    defineRoute(secured, operatorRoutes.setHouseGameSettings, {
      body: houseGameSettingsRequest,
      handler: async ({ body, request }) => {
        requireRole(request);
        try {
          const saved = await house().setGameSettings(merchantId(request), {
            game: body.game,
            ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
            ...(body.minBet !== undefined ? { minBet: toMinor(body.minBet).toString() } : {}),
            ...(body.maxBet !== undefined ? { maxBet: toMinor(body.maxBet).toString() } : {}),
          });
          await audit(deps.db, request, 'house_game.set', body);
          return settingsOut(saved);
        } catch (error) {
          if (error instanceof VendorError && error.kind === 'REFUSED')
            throw new AppError(ErrorCodes.betOutOfLimits, error.message);
          throw error;
        }
      },
    });
  });
}

const settingsOut = (s: HvGameSettings) => ({
  game: s.game,
  enabled: s.enabled,
  minBet: fromMinor(BigInt(s.minBet)),
  maxBet: fromMinor(BigInt(s.maxBet)),
});
