import type { FastifyInstance } from 'fastify';
import { transferDownlineRequest, transferUplineRequest } from '@bet/contracts/wallet/member-transfer';
import { routes } from '@bet/contracts/routes';
import { defineRoute } from '../../shared/define-route.js';
import { transferToDownline, transferToUpline, type MemberTransferDeps } from './member-transfer.service.js';

/** Transfers to the upline (when allowed) and, for agents, to their own downlines. */
export function registerMemberTransferRoutes(
  app: FastifyInstance,
  deps: MemberTransferDeps & { rateLimit: { max: number; timeWindow: string } },
) {
  defineRoute(app, routes.transferUpline, {
    body: transferUplineRequest,
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) =>
      transferToUpline(deps, {
        ...body,
        merchantId: request.member.merchantId,
        memberId: request.member.memberId,
        ip: request.ip,
      }),
  });
  defineRoute(app, routes.transferDownline, {
    body: transferDownlineRequest,
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
