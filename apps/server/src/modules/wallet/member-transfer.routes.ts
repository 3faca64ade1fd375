import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import { transferToDownline, transferToUpline, type MemberTransferDeps } from './member-transfer.service.js';

/** Transfers to the upline (when allowed) and, for agents, to their own downlines. */
export function registerMemberTransferRoutes(
  app: FastifyInstance,
  deps: MemberTransferDeps & { rateLimit: { max: number; timeWindow: string } },
) {
  defineRoute(app, 'transferUpline', {
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) =>
      transferToUpline(deps, {
        ...body,
        merchantId: request.member.merchantId,
        memberId: request.member.memberId,
        ip: request.ip,
      }),
  });
  defineRoute(app, 'transferDownline', {
    access: 'agent',
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) =>
      transferToDownline(deps, {
        ...body,
        merchantId: request.member.merchantId,
        memberId: request.member.memberId,
        ip: request.ip,
      }),
  });
}
