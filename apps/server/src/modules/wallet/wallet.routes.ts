import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { MAIN_WALLET } from '@bet/contracts/wallet/balance';
import { walletTransferRequest, type WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import { routes } from '@bet/contracts/routes';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { defineRoute } from '../../shared/define-route.js';
import { memberBalance } from './balance.service.js';
import { vendorPlayer, type VendorTransferService } from './vendor-transfer.service.js';
import * as repo from './wallet.repo.js';

/** Balance, merchant wallet and transfers between the main wallet and vendor wallets. */
export function registerWalletRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    vendors: VendorRegistry;
    transfers: VendorTransferService;
    rateLimit: { max: number; timeWindow: string };
  },
) {
  const { db, vendors, transfers } = deps;

  defineRoute(app, routes.balance, {
    // Trial accounts see their play money too.
    access: 'session',
    handler: ({ request }) =>
      memberBalance(db, vendors, request.merchantContext.merchant, request.member.memberId),
  });

  defineRoute(app, routes.merchantWallet, {
    access: 'session',
    // Every vendor here keeps its own wallet (transfer wallet); a seamless vendor would make it single.
    handler: () => ({ isSingle: false }),
  });

  defineRoute(app, routes.walletTransfer, {
    body: walletTransferRequest,
    rateLimit: deps.rateLimit,
    handler: async ({ body, request }): Promise<WalletTransferResponse> => {
      const { memberId, merchantId } = request.member;
      const requestKey = `m${memberId}:${body.requestId}`;
      const all = await repo.listVendors(db, merchantId);
      const usable = (code: string) => {
        const v = all.find((x) => x.code === code);
        if (!v?.enabled || v.maintenance || !vendors.get(code))
          throw new AppError(ErrorCodes.vendorUnavailable, 'this game wallet is not available now');
        return v;
      };

      if (body.purpose === 'allToMain') {
        const results: WalletTransferResponse['transfers'] = [];
        for (const v of all.filter((x) => x.enabled && !x.maintenance && vendors.get(x.code))) {
          const amount = await vendors
            .get(v.code)!
            .balance(merchantId, vendorPlayer(memberId))
            .catch(() => 0n);
          if (amount <= 0n) continue;
          const status = await transfers.transfer(
            {
              merchantId,
              memberId,
              vendor: v.code,
              direction: 'OUT',
              amount,
              requestKey: `${requestKey}:${v.code}`,
            },
            request.ip,
          );
          results.push({
            accountTypeId: v.account_type_id,
            direction: 'OUT',
            amount: fromMinor(amount),
            status,
          });
        }
        return { transfers: results };
      }

      const { fromAccountTypeId: from, toAccountTypeId: to } = body;
      if (from === to) throw new AppError(ErrorCodes.walletSame, 'choose two different wallets');
      if (from !== MAIN_WALLET && to !== MAIN_WALLET)
        throw new AppError(ErrorCodes.walletUnknown, 'one side must be the main wallet');
      const vendorTypeId = from === MAIN_WALLET ? to : from;
      const vendor = all.find((v) => v.account_type_id === vendorTypeId);
      if (!vendor) throw new AppError(ErrorCodes.walletUnknown, 'unknown wallet');
      usable(vendor.code);
      if ((await repo.pendingVendors(db, memberId, { stuckOnly: true })).has(vendor.code)) {
        const existing = await db
          .selectFrom('vendor_transfers')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('request_key', '=', requestKey)
          .executeTakeFirst();
        if (!existing)
          throw new AppError(
            ErrorCodes.transferPending,
            'a transfer with this wallet is still waiting for the game provider',
          );
      }
      const direction = from === MAIN_WALLET ? 'IN' : 'OUT';
      const amount = toMinor(body.amount);
      if (
        direction === 'OUT' &&
        (await vendors
          .get(vendor.code)!
          .balance(merchantId, vendorPlayer(memberId))
          .catch(() => amount)) < amount
      ) {
        throw new AppError(ErrorCodes.insufficientBalance, 'the game wallet holds less');
      }
      const status = await transfers.transfer(
        { merchantId, memberId, vendor: vendor.code, direction, amount, requestKey },
        request.ip,
      );
      return {
        transfers: [{ accountTypeId: vendor.account_type_id, direction, amount: body.amount, status }],
      };
    },
  });
}
