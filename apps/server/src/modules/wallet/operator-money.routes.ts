import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { toMinor } from '@bet/contracts/wallet/amount';
import {
  adjustBalanceRequest,
  auditQuery,
  operatorMoneyRoutes,
} from '@bet/contracts/operator/operator-money';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { writeAudit } from '../audit/audit.repo.js';
import { house, mainWallet, move } from '../ledger/ledger-accounts.js';
import { accountBalance, postTransfer } from '../ledger/ledger.service.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requireRole } from '../operator/operator-scope.js';
import type { VendorTransferService } from './vendor-transfer.service.js';

/** Operator: adjust a balance (or credit a bonus) with a reason, settle vendor transfers, read the audit log. */
export function registerOperatorMoneyRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: OperatorAuthService; transfers: VendorTransferService },
) {
  const { db } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineRoute(secured, operatorMoneyRoutes.adjustBalance, {
      body: adjustBalanceRequest,
      handler: async ({ body, request }) => {
        requireRole(request, 'finance');
        const mid = merchantId(request);
        const member = await db
          .selectFrom('members')
          .select(['id', 'type'])
          .where('merchant_id', '=', mid)
          .where('username', '=', body.username.toLowerCase())
          .executeTakeFirst();
        if (!member || member.type === 4) throw new AppError(ErrorCodes.notFound, 'no such member');
        if (body.kind === 'BONUS' && body.amount < 0)
          throw new AppError(ErrorCodes.requestParamErr, 'a bonus is a credit');
        const memberId = BigInt(member.id);
        const minor = toMinor(Math.abs(body.amount));
        const counter = house(body.kind === 'BONUS' ? 'BONUSES' : 'ADJUSTMENTS');
        const who = actor(request);
        return db.transaction().execute(async (trx) => {
          const posted = await postTransfer(trx, {
            merchantId: mid,
            key: `ops${who.operatorId}:${body.requestId}`,
            type: body.kind,
            memberId,
            reference: body.reason,
            meta: { operatorId: who.operatorId },
            postings:
              body.amount > 0
                ? move(counter, mainWallet(memberId), minor)
                : move(mainWallet(memberId), counter, minor),
            request: body,
          });
          if (!posted.replay) {
            if (body.kind === 'BONUS') {
              await trx
                .insertInto('bonuses')
                .values({
                  merchant_id: mid,
                  member_id: memberId,
                  name: body.reason,
                  amount: minor,
                  turnover_required: minor * BigInt(body.turnoverMultiple),
                  transfer_id: posted.transferId,
                })
                .execute();
            }
            await writeAudit(trx, {
              actorType: 'operator',
              actorId: String(who.operatorId),
              merchantId: mid,
              action: `balance.${body.kind.toLowerCase()}`,
              detail: {
                username: body.username,
                amount: body.amount,
                reason: body.reason,
                transferId: String(posted.transferId),
              },
              ip: who.ip,
            });
          }
          const balance = await accountBalance(trx, mid, mainWallet(memberId));
          return { transferId: String(posted.transferId), balance: Number(balance) / 100 };
        });
      },
    });

    defineRoute(secured, operatorMoneyRoutes.reconcileVendorTransfers, {
      handler: async ({ request }) => {
        requireRole(request, 'finance');
        const result = await deps.transfers.reconcile(0);
        await writeAudit(db, {
          actorType: 'operator',
          actorId: String(actor(request).operatorId),
          merchantId: null,
          action: 'vendor.reconcile',
          detail: result,
          ip: request.ip,
        });
        return result;
      },
    });

    defineRoute(secured, operatorMoneyRoutes.auditLog, {
      query: auditQuery,
      handler: async ({ query, request }) => {
        const mid = merchantId(request);
        let q = db
          .selectFrom('audit_log')
          .where((eb) => eb.or([eb('merchant_id', '=', mid), eb('merchant_id', 'is', null)]));
        if (query.action) q = q.where('action', '=', query.action);
        const rows = await q
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute();
        return rows.map((r) => ({
          id: String(r.id),
          actorType: r.actor_type,
          actorId: r.actor_id,
          action: r.action,
          detail: r.detail,
          ip: r.ip,
          time: r.created_at.getTime(),
        }));
      },
    });
  });
}
