import type { z } from 'zod';
import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type {
  WalletPreferences,
  saveWalletPreferencesRequest,
} from '@bet/contracts/wallet/wallet-preferences';
import type { walletTransferRequest, WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { isTrial } from '../identity/session.service.js';
import { mainWallet } from '../ledger/ledger-accounts.js';
import { accountBalance } from '../ledger/ledger.service.js';
import { bringBackToMain, usableVendor, type MemberRef, type VendorWalletDeps } from './vendor-wallets.js';
import * as prefsRepo from './wallet-preferences.repo.js';
import * as repo from './wallet.repo.js';

type AutoTransferRequest = Extract<z.output<typeof walletTransferRequest>, { purpose: 'autoTransfer' }>;

/** What a member who never chose gets: auto-transfer on, the whole main balance. */
const DEFAULTS = { autoTransfer: true, amount: null } as const;

/**
 * The platform's auto-transfer (issue 11, decision 0019): before a game of a transfer-wallet
 * vendor opens, the member's money follows them into that vendor's wallet — every other vendor
 * wallet back to main first, then the remembered amount (at most what main holds) or the whole
 * main balance in. The member can switch it off or set the amount (the wallet preference).
 */
export class AutoTransferService {
  constructor(private readonly d: VendorWalletDeps) {}

  async preferences(member: MemberRef): Promise<WalletPreferences> {
    const { autoTransfer, amount } = await this.stored(member.memberId);
    return { autoTransfer, autoTransferAmount: amount === null ? null : fromMinor(amount) };
  }

  async savePreferences(
    member: MemberRef,
    body: z.output<typeof saveWalletPreferencesRequest>,
    ip: string,
  ): Promise<WalletPreferences> {
    const amount = body.autoTransferAmount === null ? null : toMinor(body.autoTransferAmount);
    await this.d.db.transaction().execute(async (trx) => {
      await prefsRepo.saveWalletPreferences(trx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        autoTransfer: body.autoTransfer,
        autoTransferAmount: amount,
      });
      await writeAudit(trx, {
        actorType: 'member',
        actorId: String(member.memberId),
        merchantId: member.merchantId,
        action: 'wallet.preferences',
        detail: { autoTransfer: body.autoTransfer, amount: amount === null ? null : amount.toString() },
        ip,
      });
    });
    return this.preferences(member);
  }

  /**
   * Moves the member's money into the vendor of `toAccountTypeId`. Skipped (nothing moved, `skipped`)
   * for a trial account (it plays free play) and when the member switched auto-transfer off. Each
   * leg goes through the vendor transfer service under `<requestKey>:<vendor>` / `:in`, so a retry
   * of the same request moves nothing twice; its status (DONE, PENDING, FAILED) is in the answer.
   */
  async run(
    member: MemberRef & { type: number },
    body: AutoTransferRequest,
    ip: string,
  ): Promise<WalletTransferResponse> {
    if (isTrial(member.type)) return { transfers: [], skipped: true };
    const { db, vendors, transfers } = this.d;
    const { merchantId, memberId } = member;
    const preference = await this.stored(memberId);
    if (!preference.autoTransfer) return { transfers: [], skipped: true };

    const all = await repo.listVendors(db, merchantId);
    const found = all.find((v) => v.account_type_id === body.toAccountTypeId);
    if (!found) throw new AppError(ErrorCodes.walletUnknown, 'unknown wallet');
    const target = usableVendor(vendors, found);
    const requestKey = `m${memberId}:${body.requestId}`;
    const inKey = `${requestKey}:in`;
    const earlier = await repo.findVendorTransferAmount(db, merchantId, inKey);
    if (
      earlier === undefined &&
      (await repo.pendingVendors(db, memberId, { stuckOnly: true })).has(target.code)
    )
      throw new AppError(
        ErrorCodes.transferPending,
        'a transfer with this wallet is still waiting for the game provider',
      );

    const back = await bringBackToMain(this.d, member, all, { requestKey, ip, except: target.code });
    const amount = earlier ?? (await this.amountToMove(member, preference.amount));
    if (amount <= 0n) return { transfers: back };
    const status = await transfers.transfer(
      { merchantId, memberId, vendor: target.code, direction: 'IN', amount, requestKey: inKey },
      ip,
    );
    return {
      transfers: [
        ...back,
        { accountTypeId: target.account_type_id, direction: 'IN', amount: fromMinor(amount), status },
      ],
    };
  }

  /**
   * The remembered amount, at most what main holds now; the whole main balance when none; and never
   * more than the player's loss limits leave (issue 20), so one click to play is not refused by them.
   */
  private async amountToMove(member: MemberRef, remembered: bigint | null): Promise<bigint> {
    const main = await accountBalance(this.d.db, member.merchantId, mainWallet(member.memberId));
    const wanted = remembered !== null && remembered < main ? remembered : main;
    const allowance = await this.d.transfers.allowanceIn(member);
    return allowance !== null && allowance < wanted ? allowance : wanted;
  }

  private async stored(memberId: bigint): Promise<{ autoTransfer: boolean; amount: bigint | null }> {
    const row = await prefsRepo.findWalletPreferences(this.d.db, memberId);
    if (!row) return DEFAULTS;
    return {
      autoTransfer: row.auto_transfer,
      amount: row.auto_transfer_amount === null ? null : BigInt(row.auto_transfer_amount),
    };
  }
}
