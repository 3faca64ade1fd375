import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { MemberTransferService } from './member-transfer.service.js';

/** Transfers to the upline (when allowed) and, for agents, to their own downlines. */
export function registerMemberTransferRoutes(
  app: FastifyInstance,
  deps: { transfers: MemberTransferService; rateLimit: { max: number; timeWindow: string } },
) {
  defineRoute(app, 'transferUpline', {
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) =>
      deps.transfers.toUpline({
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
      deps.transfers.toDownline({
        ...body,
        merchantId: request.member.merchantId,
        memberId: request.member.memberId,
        ip: request.ip,
      }),
  });
}
