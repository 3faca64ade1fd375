import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { loginContext } from '../identity/login-context.js';
import type { ResponsibleGamingService } from './responsible-gaming.service.js';
import type { WithdrawalAccess } from './withdrawal-access.js';

const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

/** A real account's own responsible-gaming tools (issue 20). */
export function registerResponsibleGamingRoutes(
  app: FastifyInstance,
  rg: ResponsibleGamingService,
  withdrawalAccess: WithdrawalAccess,
): void {
  defineRoute(app, 'rgOverview', { handler: ({ request }) => rg.overview(request.member) });
  // The reality check's figures, asked for each time its modal opens.
  defineRoute(app, 'rgSession', { handler: ({ request }) => rg.session(request.member) });
  defineRoute(app, 'rgHistory', { handler: ({ request }) => rg.history(request.member) });
  defineRoute(app, 'rgSetLimit', { handler: ({ request, body }) => rg.setLimit(request.member, body) });
  defineRoute(app, 'rgCancelPending', {
    handler: ({ request, body }) => rg.cancelPending(request.member, body),
  });
  defineRoute(app, 'rgRealityCheck', {
    handler: ({ request, body }) => rg.setRealityCheck(request.member, body.minutes),
  });
  // The password confirms it: tried no more often than a login.
  defineRoute(app, 'rgExclude', {
    rateLimit: perMinute(10),
    handler: ({ request, body }) => rg.exclude(request.member, body, request.ip),
  });
  // An excluded player's one-time code (from a refused login) becomes a withdrawal-only session.
  defineRoute(app, 'rgWithdrawalSession', {
    rateLimit: perMinute(10),
    handler: ({ request, body }) =>
      withdrawalAccess.openSession(body.code, request.merchantContext.merchant.id, loginContext(request)),
  });
  // After a self-exclusion ends, the same code asks to return (the account opens 24 hours later).
  defineRoute(app, 'rgAskReturn', {
    rateLimit: perMinute(10),
    handler: ({ request, body }) =>
      withdrawalAccess.askReturn(body.code, request.merchantContext.merchant.id),
  });
}
