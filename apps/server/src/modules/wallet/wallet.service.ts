import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { MAIN_WALLET, type BalanceResponse } from '@bet/contracts/wallet/balance';
import type { walletTransferRequest, WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { memberBalance } from './balance.service.js';
import { vendorPlayer, type VendorTransferService } from './vendor-transfer.service.js';
import * as repo from './wallet.repo.js';

/** The member's balance and transfers between the main wallet and vendor wallets. */
export class WalletService {
  constructor(private readonly d: { db: Db; vendors: VendorRegistry; transfers: VendorTransferService }) {}

  balance(merchant: Merchant, memberId: bigint): Promise<BalanceResponse> {
    return memberBalance(this.d.db, this.d.vendors, merchant, memberId);
  }

  async transfer(
    member: { merchantId: number; memberId: bigint },
    body: z.output<typeof walletTransferRequest>,
    ip: string,
  ): Promise<WalletTransferResponse> {
    const { db, vendors, transfers } = this.d;
    const { memberId, merchantId } = member;
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
          ip,
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
    if (
      (await repo.pendingVendors(db, memberId, { stuckOnly: true })).has(vendor.code) &&
      !(await repo.vendorTransferExists(db, merchantId, requestKey))
    ) {
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
      ip,
    );
    return { transfers: [{ accountTypeId: vendor.account_type_id, direction, amount: body.amount, status }] };
  }
}
