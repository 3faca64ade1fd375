import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../shared/define-route.js';
import type { AutoTransferService } from './auto-transfer.service.js';
import type { WalletService } from './wallet.service.js';

/** Balance, merchant wallet, transfers between the main wallet and vendor wallets, auto-transfer preference. */
export function registerWalletRoutes(
  app: FastifyInstance,
  deps: {
    wallet: WalletService;
    autoTransfer: AutoTransferService;
    rateLimit: { max: number; timeWindow: string };
  },
) {
  const { wallet, autoTransfer } = deps;

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
    // A trial account's auto-transfer is skipped (free play); the service refuses it the rest.
    access: 'session',
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) => wallet.transfer(request.member, body, request.ip),
  });

  defineRoute(app, 'walletPreferences', {
    handler: ({ request }) => autoTransfer.preferences(request.member),
  });

  defineRoute(app, 'saveWalletPreferences', {
    rateLimit: deps.rateLimit,
    handler: ({ body, request }) => autoTransfer.savePreferences(request.member, body, request.ip),
  });
}
