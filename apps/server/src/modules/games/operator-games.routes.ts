import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { operatorRoutes, setVendorRequest } from '@bet/contracts/operator/operator';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requireRole } from '../operator/operator-scope.js';

/** Operator: switch a vendor on or off, put it under maintenance, mark it hot, choose how it opens. */
export function registerOperatorGameRoutes(app: FastifyInstance, deps: { db: Db; auth: OperatorAuthService; onChange: () => void }) {
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
        if (Object.keys(changes).length === 0) throw new AppError(ErrorCodes.requestParamErr, 'nothing to change');
        await deps.db.transaction().execute(async (trx) => {
          const updated = await trx.updateTable('vendors').set(changes).where('merchant_id', '=', merchantId(request)).where('code', '=', body.code).executeTakeFirst();
          if (updated.numUpdatedRows === 0n) throw new AppError(ErrorCodes.notFound, 'no such vendor');
          await writeAudit(trx, { actorType: 'operator', actorId: String(actor(request).operatorId), merchantId: merchantId(request), action: 'vendor.set', detail: body, ip: request.ip });
        });
        deps.onChange();
        return body;
      },
    });
  });
}
