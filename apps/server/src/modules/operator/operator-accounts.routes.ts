import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineOperatorRoute } from '../../shared/define-route.js';
import type { OperatorAccountService } from './operator-account.service.js';
import type { OperatorAuditService } from './operator-audit.service.js';
import type { OperatorAuthService, PendingStep } from './operator-auth.service.js';
import type { OperatorManagementService } from './operator-management.service.js';
import {
  actor,
  clientOf,
  merchantId,
  registerOperatorScope,
  requirePermission,
  tokenOf,
} from './operator-scope.js';
import type { OperatorTwoFactorService } from './operator-two-factor.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set in the two-factor scope: the step the session still waits for, or null when full. */
    operatorPending: PendingStep | null;
  }
}

/**
 * Operator accounts (issue 13): the second factor (a scope that accepts pending sessions too),
 * the operator's own account and sessions, operators and the audit log (admin only).
 */
export function registerOperatorAccountRoutes(
  app: FastifyInstance,
  deps: {
    auth: OperatorAuthService;
    twoFactor: OperatorTwoFactorService;
    account: OperatorAccountService;
    management: OperatorManagementService;
    audit: OperatorAuditService;
    /** Per address, on the code calls (wrong codes also lock the operator's second factor). */
    codeRateLimit: { max: number; timeWindow: string };
  },
) {
  const { auth, twoFactor, account, management, audit } = deps;
  const codeLimit = deps.codeRateLimit;

  app.register(async (pendingScope) => {
    pendingScope.decorateRequest('operator', null as unknown as FastifyRequest['operator']);
    pendingScope.decorateRequest('operatorPending', null);
    pendingScope.addHook('preHandler', async (request) => {
      const session = await auth.authenticateAny(tokenOf(request));
      request.operator = session.identity;
      request.operatorPending = session.pending;
    });
    const caller = (request: FastifyRequest) => ({
      identity: request.operator,
      pending: request.operatorPending,
    });
    defineOperatorRoute(pendingScope, 'twoFactorSetup', {
      handler: ({ request }) =>
        twoFactor.setup(caller(request), `${request.merchantContext.merchant.name} back office`),
    });
    defineOperatorRoute(pendingScope, 'twoFactorEnrol', {
      rateLimit: codeLimit,
      handler: async ({ request, body }) => {
        const { operatorId: _, ...answer } = await twoFactor.enrol(
          caller(request),
          body.code,
          clientOf(request),
        );
        return answer;
      },
    });
    defineOperatorRoute(pendingScope, 'twoFactorVerify', {
      rateLimit: codeLimit,
      handler: async ({ request, body }) => {
        const { operatorId: _, ...answer } = await twoFactor.verify(
          caller(request),
          body.code,
          clientOf(request),
        );
        return answer;
      },
    });
  });

  registerOperatorScope(app, auth, (secured) => {
    defineOperatorRoute(secured, 'account', { handler: ({ request }) => account.account(request.operator) });
    defineOperatorRoute(secured, 'mySessions', {
      handler: ({ request }) => account.sessions(request.operator),
    });
    defineOperatorRoute(secured, 'endMySession', {
      handler: ({ request, body }) => account.endSession(request.operator, body.id, request.ip),
    });
    defineOperatorRoute(secured, 'endMyOtherSessions', {
      handler: ({ request }) => account.endOtherSessions(request.operator, request.ip),
    });
    defineOperatorRoute(secured, 'listOperators', {
      handler: ({ request }) => {
        requirePermission(request, 'administer');
        return management.list();
      },
    });
    defineOperatorRoute(secured, 'setOperatorRole', {
      handler: ({ request, body }) => {
        requirePermission(request, 'administer');
        return management.setRole(body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'setOperatorDisabled', {
      handler: ({ request, body }) => {
        requirePermission(request, 'administer');
        return management.setDisabled(body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'resetOperatorTwoFactor', {
      handler: ({ request, body }) => {
        requirePermission(request, 'administer');
        return management.resetTwoFactor(body, actor(request));
      },
    });
    defineOperatorRoute(secured, 'searchAuditLog', {
      handler: ({ request, query }) => {
        requirePermission(request, 'administer');
        return audit.search(merchantId(request), query);
      },
    });
  });
}
