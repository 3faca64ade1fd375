import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { AppError } from '../../shared/app-error.js';
import { agentSiteMayCall } from './agent-site-calls.js';
import { withdrawalSiteMayCall } from './withdrawal-site-calls.js';
import { SessionService, type Access, type MemberIdentity } from './session.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call a token route; default 'member' (trial accounts refused), safe by default. */
    access?: Access;
  }
  interface FastifyRequest {
    /** Set on every route whose contract entry needs a token. */
    member: MemberIdentity;
  }
}

const tokenOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && header.length > 0 ? header.replace(/^Bearer /i, '') : undefined;

/** Authenticates token routes (after the merchant is known) and applies the route's access rule. */
// A route-level hook, added only to token routes: public routes (the status call) pay nothing for it.
export const memberAuthPlugin = fp<{ sessions: SessionService }>(async (app, { sessions }) => {
  app.decorateRequest('member', null as unknown as MemberIdentity);
  app.addHook('onRoute', (route) => {
    const config = route.config as { token?: boolean; access?: Access } | undefined;
    if (!config?.token) return;
    const access = config.access ?? 'member';
    const agentSiteMay = agentSiteMayCall(route.method, route.url);
    const withdrawalSiteMay = withdrawalSiteMayCall(route.method, route.url);
    const authenticate = async (request: FastifyRequest) => {
      request.member = await sessions.authenticate(
        tokenOf(request.headers.authorization),
        request.merchantContext.merchant.id,
      );
      if (request.member.site === 'agent' && !agentSiteMay)
        throw new AppError(ErrorCodes.agentSiteForbidden, 'not available from the agent site');
      if (request.member.site === 'withdrawal' && !withdrawalSiteMay)
        throw new AppError(ErrorCodes.rgWithdrawalOnly, 'this session may only withdraw');
      SessionService.assertAccess(request.member, access);
    };
    route.preHandler = [
      authenticate,
      ...(route.preHandler === undefined
        ? []
        : Array.isArray(route.preHandler)
          ? route.preHandler
          : [route.preHandler]),
    ];
  });
});
