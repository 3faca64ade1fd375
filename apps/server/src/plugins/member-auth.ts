import fp from 'fastify-plugin';
import { SessionService, type Access, type MemberIdentity } from '../modules/session/session.service.js';

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
export const memberAuthPlugin = fp<{ sessions: SessionService }>(async (app, { sessions }) => {
  app.decorateRequest('member', null as unknown as MemberIdentity);
  app.addHook('preHandler', async (request) => {
    const config = request.routeOptions.config;
    if (!config?.token) return;
    request.member = await sessions.authenticate(tokenOf(request.headers.authorization), request.merchantContext.merchant.id);
    SessionService.assertAccess(request.member, config.access ?? 'member');
  });
});
