import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { toMinor } from '@bet/contracts/wallet/amount';
import { MAIN_WALLET, type BalanceResponse } from '@bet/contracts/wallet/balance';
import type { walletTransferRequest, WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { isTrial, type SessionSite } from '../identity/session.service.js';
import type { AutoTransferService } from './auto-transfer.service.js';
import { memberBalance } from './balance.service.js';
import { vendorPlayer } from '../../adapters/game-vendor/game-vendor.js';
import { bringBackToMain, usableVendor, type MemberRef, type VendorWalletDeps } from './vendor-wallets.js';
import * as repo from './wallet.repo.js';

/**
 * The member's balance and transfers between the main wallet and vendor wallets: one at the
 * member's request, all back to main, or the auto-transfer before a game opens.
 */
export class WalletService {
  constructor(private readonly d: VendorWalletDeps & { autoTransfer: AutoTransferService }) {}

  balance(merchant: Merchant, memberId: bigint): Promise<BalanceResponse> {
    return memberBalance(this.d.db, this.d.vendors, merchant, memberId);
  }

  async transfer(
    member: MemberRef & { type: number; site?: SessionSite },
    body: z.output<typeof walletTransferRequest>,
    ip: string,
  ): Promise<WalletTransferResponse> {
    const { db, vendors, transfers } = this.d;
    // A withdrawal-only session (an excluded player's, issue 20) may only bring money back.
    const refuseIn = () => {
      if (member.site === 'withdrawal')
        throw new AppError(ErrorCodes.rgWithdrawalOnly, 'this session may only bring money back');
    };
    if (body.purpose === 'autoTransfer') {
      refuseIn();
      return this.d.autoTransfer.run(member, body, ip);
    }
    // The other purposes move real money at the member's request: not for a trial account.
    if (isTrial(member.type))
      throw new AppError(ErrorCodes.trialAccountForbidden, 'please register an account first');
    const { memberId, merchantId } = member;
    const requestKey = `m${memberId}:${body.requestId}`;
    const all = await repo.listVendors(db, merchantId);
    if (body.purpose === 'allToMain')
      return { transfers: await bringBackToMain(this.d, member, all, { requestKey, ip }) };

    const { fromAccountTypeId: from, toAccountTypeId: to } = body;
    if (from === to) throw new AppError(ErrorCodes.walletSame, 'choose two different wallets');
    if (from !== MAIN_WALLET && to !== MAIN_WALLET)
      throw new AppError(ErrorCodes.walletUnknown, 'one side must be the main wallet');
    const vendorTypeId = from === MAIN_WALLET ? to : from;
    const vendor = all.find((v) => v.account_type_id === vendorTypeId);
    if (!vendor) throw new AppError(ErrorCodes.walletUnknown, 'unknown wallet');
    usableVendor(vendors, vendor);
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
    if (direction === 'IN') refuseIn();
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
