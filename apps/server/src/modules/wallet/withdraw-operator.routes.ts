import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  decideRequest,
  idQuery,
  moneySettings,
  operatorMoneyRoutes,
  operatorWithdrawalsQuery,
} from '@bet/contracts/operator/operator-money';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requireRole } from '../operator/operator-scope.js';
import { loadMoneySettings, saveMoneySettings, toMoneySettings } from './money-settings.js';
import type { WithdrawPayoutService } from './withdraw-payout.service.js';
import * as repo from './withdraw.repo.js';
import { toWithdrawRecord } from './withdraw.service.js';

/** The operator's withdrawal calls and money settings: every role reads; admin and finance act (audited). */
export function registerWithdrawOperatorRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: OperatorAuthService; payouts: WithdrawPayoutService },
) {
  const { db, payouts } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineRoute(secured, operatorMoneyRoutes.listWithdrawals, {
      query: operatorWithdrawalsQuery,
      handler: async ({ query, request }) => {
        const { rows, total } = await repo.listForOperator(db, merchantId(request), query);
        const list = rows.map((w) => ({
          ...toWithdrawRecord(w),
          memberId: Number(w.member_id),
          username: w.username,
          // The operator pays to the full account, so sees it in full.
          accountName: w.account_name,
          accountNumber: w.account_number,
          hasProof: w.has_proof,
          decidedBy: w.decided_by,
          rejectReason: w.reject_reason,
          confirmedAt: w.confirmed_at ? w.confirmed_at.getTime() : null,
        }));
        return pageOf(list, total, query.pageNo, query.pageSize);
      },
    });
    defineRoute(secured, operatorMoneyRoutes.withdrawalProof, {
      query: idQuery,
      handler: async ({ query, request }) => {
        const proof = await repo.findProof(db, merchantId(request), BigInt(query.id));
        if (proof === undefined) throw new AppError(ErrorCodes.withdrawalNotFound, 'withdrawal not found');
        return { proofImage: proof };
      },
    });
    defineRoute(secured, operatorMoneyRoutes.payWithdrawal, {
      body: decideRequest,
      handler: ({ body, request }) => {
        requireRole(request, 'finance');
        return payouts.pay(merchantId(request), BigInt(body.id), actor(request));
      },
    });
    defineRoute(secured, operatorMoneyRoutes.rejectWithdrawal, {
      body: decideRequest,
      handler: ({ body, request }) => {
        requireRole(request, 'finance');
        return payouts.reject(merchantId(request), BigInt(body.id), actor(request), body.reason);
      },
    });

    defineRoute(secured, operatorMoneyRoutes.getMoneySettings, {
      handler: async ({ request }) => toMoneySettings(await loadMoneySettings(db, merchantId(request))),
    });
    defineRoute(secured, operatorMoneyRoutes.setMoneySettings, {
      body: moneySettings,
      handler: async ({ body, request }) => {
        requireRole(request, 'finance');
        if (body.withdrawMin > body.withdrawMax) {
          throw new AppError(ErrorCodes.requestParamErr, 'the minimum is above the maximum', {
            fields: [{ path: 'withdrawMin', code: 'too_big' }],
          });
        }
        const mid = merchantId(request);
        const who = actor(request);
        await db.transaction().execute(async (trx) => {
          const before = toMoneySettings(await loadMoneySettings(trx, mid));
          await saveMoneySettings(trx, mid, body);
          await writeAudit(trx, {
            actorType: 'operator',
            actorId: String(who.operatorId),
            merchantId: mid,
            action: 'money.settings',
            detail: { before, after: body },
            ip: who.ip,
          });
        });
        return toMoneySettings(await loadMoneySettings(db, mid));
      },
    });
  });
}
