import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { WalletService } from './wallet.service.js';

/** Balance, merchant wallet and transfers between the main wallet and vendor wallets. */
export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; rateLimit: { max: number; timeWindow: string } },
) {
  const { wallet } = deps;

  defineRoute(app, 'balance', {
    // Trial accounts see their play money too.
    access: 'session',
    handler: ({ request }) => wallet.balance(request.merchantContext.merchant, request.member.memberId),
  });

  defineRoute(app, 'merchantWallet', {
    access: 'session',
    // Every vendor here keeps its own wallet (transfer wallet); a seamless vendor would make it single.
    handler: () => ({ isSingle: false }),
  });

  defineRoute(app, 'walletTransfer', {
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) => wallet.transfer(request.member, body, request.ip),
  });
}
