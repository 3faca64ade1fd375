import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor } from '@bet/contracts/wallet/amount';
import {
  decideRequest,
  idQuery,
  operatorDepositsQuery,
  operatorMoneyRoutes,
} from '@bet/contracts/operator/operator-money';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { pageOf } from '../../shared/paging.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requireRole } from '../operator/operator-scope.js';
import * as repo from './deposit.repo.js';
import type { Decider, DepositService } from './deposit.service.js';

const operatorDecider = (request: FastifyRequest): Decider => {
  const who = actor(request);
  return { actorType: 'operator', actorId: String(who.operatorId), ip: who.ip };
};

/** The operator's deposit calls: every role reads; admin and finance confirm or reject (audited). */
export function registerDepositOperatorRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: OperatorAuthService; deposits: DepositService },
) {
  const { db, deposits } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineRoute(secured, operatorMoneyRoutes.listDeposits, {
      query: operatorDepositsQuery,
      handler: async ({ query, request }) => {
        const { rows, total } = await repo.listForOperator(db, merchantId(request), query);
        const list = rows.map((d) => ({
          id: Number(d.id),
          memberId: Number(d.member_id),
          username: d.username,
          channelName: d.channel_name,
          type: d.channel_type,
          amount: fromMinor(d.amount),
          status: d.status,
          reference: d.reference,
          hasReceipt: d.has_receipt,
          createdAt: d.created_at.getTime(),
          completedAt: d.completed_at ? d.completed_at.getTime() : null,
          decidedBy: d.decided_by,
        }));
        return pageOf(list, total, query.pageNo, query.pageSize);
      },
    });
    defineRoute(secured, operatorMoneyRoutes.depositReceipt, {
      query: idQuery,
      handler: async ({ query, request }) => {
        const receipt = await repo.findReceipt(db, merchantId(request), BigInt(query.id));
        if (receipt === undefined) throw new AppError(ErrorCodes.depositNotFound, 'deposit not found');
        return { receiptImage: receipt };
      },
    });
    defineRoute(secured, operatorMoneyRoutes.confirmDeposit, {
      body: decideRequest,
      handler: ({ body, request }) => {
        requireRole(request, 'finance');
        return deposits.confirm(merchantId(request), BigInt(body.id), operatorDecider(request));
      },
    });
    defineRoute(secured, operatorMoneyRoutes.rejectDeposit, {
      body: decideRequest,
      handler: ({ body, request }) => {
        requireRole(request, 'finance');
        return deposits.reject(merchantId(request), BigInt(body.id), operatorDecider(request), body.reason);
      },
    });
  });
}
