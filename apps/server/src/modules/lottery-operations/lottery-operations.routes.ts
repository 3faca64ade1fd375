import type { FastifyInstance } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAuthService } from '../operator/operator-auth.service.js';
import { actor, merchantId, registerOperatorScope, requirePermission } from '../operator/operator-scope.js';
import type { LotteryOperationsService } from './lottery-operations.service.js';

/**
 * Operator: the house lottery (issue 16 item 5). Every role reads terms, schedules, draws and
 * pending results; `configure` changes terms and schedules; `moveMoney` voids draws and proposes
 * or approves results.
 */
export function registerLotteryOperationsRoutes(
  app: FastifyInstance,
  deps: { auth: OperatorAuthService; lottery: LotteryOperationsService },
) {
  const { lottery } = deps;
  registerOperatorScope(app, deps.auth, (secured) => {
    defineOperatorRoute(secured, 'getLotteryTerms', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return lottery.terms(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'setLotteryTerms', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return lottery.setTerms(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'getLotterySchedules', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return lottery.schedules(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'setLotterySchedule', {
      handler: ({ body, request }) => {
        requirePermission(request, 'configure');
        return lottery.setSchedule(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listLotteryDraws', {
      handler: ({ query, request }) => {
        requirePermission(request, 'read');
        return lottery.draws(merchantId(request), query);
      },
    });
    defineOperatorRoute(secured, 'voidLotteryDraw', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return lottery.voidDraw(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'listLotteryResults', {
      handler: ({ request }) => {
        requirePermission(request, 'read');
        return lottery.pending(merchantId(request));
      },
    });
    defineOperatorRoute(secured, 'proposeLotteryResult', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return lottery.propose(merchantId(request), body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'approveLotteryResult', {
      handler: ({ body, request }) => {
        requirePermission(request, 'moveMoney');
        return lottery.approve(merchantId(request), body.id, actor(request));
      },
    });
  });
}
