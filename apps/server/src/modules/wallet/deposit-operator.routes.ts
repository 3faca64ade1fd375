import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { DepositOperatorService } from './deposit-operator.service.js';
import type { Decider, DepositService } from './deposit.service.js';

const operatorDecider = (request: FastifyRequest): Decider => {
  const who = actor(request);
  return { actorType: 'operator', actorId: String(who.operatorId), ip: who.ip };
};

/** The operator's deposit calls: every role reads; admin and finance confirm or reject (audited). */
export function registerDepositOperatorRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; deposits: DepositService; views: DepositOperatorService },
) {
  const { deposits, views } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'listDeposits', {
      handler: ({ query, request }) => views.list(merchantId(request), query),
    });
    defineOperatorRoute(secured, 'depositReceipt', {
      handler: ({ query, request }) => views.receipt(merchantId(request), BigInt(query.id)),
    });
    defineOperatorRoute(secured, 'confirmDeposit', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        const decider = operatorDecider(request);
        return deposits.confirm(merchantId(request), BigInt(body.id), decider, undefined, body.reason);
      },
    });
    defineOperatorRoute(secured, 'rejectDeposit', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return deposits.reject(merchantId(request), BigInt(body.id), operatorDecider(request), body.reason);
      },
    });
  });
}
