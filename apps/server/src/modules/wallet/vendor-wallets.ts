import { ErrorCodes } from '@bet/contracts/error-codes';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { WalletTransferResponse } from '@bet/contracts/wallet/wallet-transfer';
import type { VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { vendorPlayer } from '../../adapters/game-vendor/game-vendor.js';
import type { VendorTransferService } from './vendor-transfer.service.js';
import * as repo from './wallet.repo.js';

/** What moving money between the main wallet and vendor wallets needs. */
export interface VendorWalletDeps {
  db: Db;
  vendors: VendorRegistry;
  transfers: VendorTransferService;
}

export interface MemberRef {
  merchantId: number;
  memberId: bigint;
}

export type TransferLeg = WalletTransferResponse['transfers'][number];

/** Whether the vendor's wallet takes transfers now: on, not under maintenance, with an adapter. */
export const takesTransfers = (vendors: VendorRegistry, v: repo.VendorRow): boolean =>
  v.enabled && !v.maintenance && vendors.get(v.code) !== undefined;

/** The vendor, when its wallet takes transfers now; otherwise `vendor.unavailable`. */
export function usableVendor(vendors: VendorRegistry, v: repo.VendorRow): repo.VendorRow {
  if (!takesTransfers(vendors, v))
    throw new AppError(ErrorCodes.vendorUnavailable, 'this game wallet is not available now');
  return v;
}

/**
 * Brings the balance of every vendor wallet that takes transfers back to main (`allToMain`, and
 * the first step of `autoTransfer`, which keeps its target's wallet with `except`). One transfer
 * per vendor holding money, keyed `<requestKey>:<vendor>`; a retry of the same request continues
 * the transfers it started, with their amounts, rather than asking the vendor for a new balance
 * (which would be another request under the same key). A vendor that does not answer its balance
 * is left as it is: there is nothing known to move.
 */
export async function bringBackToMain(
  d: VendorWalletDeps,
  member: MemberRef,
  all: readonly repo.VendorRow[],
  opts: { requestKey: string; ip: string; except?: string },
): Promise<TransferLeg[]> {
  const { merchantId, memberId } = member;
  const legs: TransferLeg[] = [];
  for (const v of all.filter((x) => takesTransfers(d.vendors, x) && x.code !== opts.except)) {
    const requestKey = `${opts.requestKey}:${v.code}`;
    const amount =
      (await repo.findVendorTransferAmount(d.db, merchantId, requestKey)) ??
      (await d.vendors
        .get(v.code)!
        .balance(merchantId, vendorPlayer(memberId))
        .catch(() => 0n));
    if (amount <= 0n) continue;
    const status = await d.transfers.transfer(
      { merchantId, memberId, vendor: v.code, direction: 'OUT', amount, requestKey },
      opts.ip,
    );
    legs.push({ accountTypeId: v.account_type_id, direction: 'OUT', amount: fromMinor(amount), status });
  }
  return legs;
}
