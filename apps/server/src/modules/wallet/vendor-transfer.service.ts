import { ErrorCodes } from '@bet/contracts/error-codes';
import type { Db } from '../../db/create-db.js';
import { VendorError, vendorPlayer, type VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { house, mainWallet, move, vendorWallet } from '../ledger/ledger-accounts.js';
import { postTransfer } from '../ledger/ledger.service.js';
import type { PlayLimits } from '../responsible-gaming/play-limits.js';
import * as repo from './wallet.repo.js';

/** `requestKey` is unique per member and action: a retry continues the same transfer. */
export type VendorTransferInput = repo.NewVendorTransfer;

export type VendorTransferStatus = 'DONE' | 'PENDING' | 'FAILED';

const reference = (id: bigint) => `VT${id}`;

/**
 * Moves money between a member's main wallet and a vendor wallet (transfer-wallet vendors).
 *
 * Main → vendor: the ledger debit and the PENDING row are written together first; then the
 * vendor is called. Vendor → main: the PENDING row first, then the vendor's debit, then our
 * credit. A vendor that says no ends the transfer (a debit already made is given back); a vendor
 * that does not answer leaves it PENDING, and `retry` (reconciliation) asks again with the same
 * reference, which the vendor applies at most once. Money is never lost or created on the way.
 */
export class VendorTransferService {
  constructor(
    private readonly db: Db,
    private readonly vendors: VendorRegistry,
    private readonly timeoutMs: number,
    /** The player's loss and wager limits (issue 20); absent for the seed's own moves. */
    private readonly limits?: PlayLimits,
  ) {}

  /**
   * `ip`: where the player asked from, for the audit log. A new move into a game wallet is checked
   * against the player's limits in the transaction that takes the money from main.
   */
  async transfer(input: VendorTransferInput, ip: string): Promise<VendorTransferStatus> {
    const player = { merchantId: input.merchantId, memberId: input.memberId };
    const work = () => this.claim(input, ip);
    const row = await (this.limits ? this.limits.recordingRefusals(player, work) : work());
    return row.status === 'PENDING' ? this.retry(row) : row.status;
  }

  /** The most a move into a game wallet may carry now (the player's loss limits), or null: any amount. */
  allowanceIn(player: { merchantId: number; memberId: bigint }): Promise<bigint | null> {
    return this.limits ? this.limits.transferAllowance(player) : Promise.resolve(null);
  }

  private claim(input: VendorTransferInput, ip: string): Promise<repo.VendorTransferRow> {
    return this.db.transaction().execute(async (trx) => {
      const { row, created } = await repo.claimVendorTransfer(trx, input);
      if (
        BigInt(row.amount) !== input.amount ||
        row.direction !== input.direction ||
        row.vendor !== input.vendor ||
        BigInt(row.member_id) !== input.memberId
      ) {
        throw new AppError(ErrorCodes.idempotencyConflict, 'this request id was used for another transfer');
      }
      if (created && row.direction === 'IN' && this.limits)
        await this.limits.checkTransferIn(
          trx,
          { merchantId: input.merchantId, memberId: input.memberId },
          input.amount,
        );
      if (created) {
        await writeAudit(trx, {
          actorType: 'member',
          actorId: String(input.memberId),
          merchantId: input.merchantId,
          action: `vendor_transfer.${input.direction.toLowerCase()}`,
          detail: { vendor: input.vendor, amount: input.amount.toString(), transferId: String(row.id) },
          ip,
        });
      }
      if (row.direction === 'IN' && row.status === 'PENDING') {
        await postTransfer(trx, {
          merchantId: row.merchant_id,
          key: reference(row.id),
          type: 'TRANSFER_TO_VENDOR',
          memberId: input.memberId,
          reference: reference(row.id),
          meta: { vendor: row.vendor },
          postings: move(mainWallet(input.memberId), vendorWallet(input.memberId, row.vendor), input.amount),
        });
      }
      return row;
    });
  }

  /** Calls the vendor (again) for a PENDING transfer and settles it when the vendor answers. */
  async retry(row: repo.VendorTransferRow): Promise<VendorTransferStatus> {
    const adapter = this.vendors.get(row.vendor);
    const call = {
      merchantId: row.merchant_id,
      player: vendorPlayer(BigInt(row.member_id)),
      reference: reference(row.id),
      amount: BigInt(row.amount),
    };
    try {
      if (!adapter) throw new VendorError('UNKNOWN', `no adapter for ${row.vendor}`);
      const answer = await this.withTimeout(
        row.direction === 'IN' ? adapter.transferIn(call) : adapter.transferOut(call),
      );
      await this.finish(row, answer.balance);
      return 'DONE';
    } catch (error) {
      if (error instanceof VendorError && error.kind === 'REFUSED') {
        await this.fail(row, error.message);
        return 'FAILED';
      }
      if (!(error instanceof VendorError)) throw error;
      await repo.touchVendorTransfer(this.db, row.id);
      return 'PENDING';
    }
  }

  /** Settles every transfer left PENDING for longer than `olderThanMs` (the reconciliation job). */
  async reconcile(olderThanMs = 30_000): Promise<Record<VendorTransferStatus, number>> {
    const counts = { DONE: 0, PENDING: 0, FAILED: 0 };
    for (const row of await repo.pendingVendorTransfers(this.db, new Date(Date.now() - olderThanMs))) {
      counts[await this.retry(row)]++;
    }
    return counts;
  }

  private async finish(row: repo.VendorTransferRow, vendorBalanceAfter: bigint): Promise<void> {
    const memberId = BigInt(row.member_id);
    const amount = BigInt(row.amount);
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.settleVendorTransfer(trx, row.id, 'DONE'))) return;
      // Before money leaves the vendor wallet, its ledger mirror must hold what the vendor held.
      const mirrorTarget = row.direction === 'OUT' ? vendorBalanceAfter + amount : vendorBalanceAfter;
      await this.syncGameResult(trx, row, mirrorTarget);
      if (row.direction === 'OUT') {
        await postTransfer(trx, {
          merchantId: row.merchant_id,
          key: reference(row.id),
          type: 'TRANSFER_FROM_VENDOR',
          memberId,
          reference: reference(row.id),
          meta: { vendor: row.vendor },
          postings: move(vendorWallet(memberId, row.vendor), mainWallet(memberId), amount),
        });
      }
    });
  }

  /**
   * Wins and losses happen at the vendor; the member's vendor account in our ledger follows
   * them at each transfer, against the house's float at that vendor. Transfers in still waiting
   * for the vendor are already in the mirror but not yet at the vendor, so they count on top.
   */
  private async syncGameResult(trx: Db, row: repo.VendorTransferRow, vendorBalance: bigint): Promise<void> {
    const memberId = BigInt(row.member_id);
    const mirror = await repo.lockVendorMirror(trx, {
      merchantId: row.merchant_id,
      memberId,
      vendor: row.vendor,
      exceptTransferId: row.id,
      withMain: row.direction === 'OUT',
    });
    const diff = vendorBalance + mirror.pendingIn - mirror.balance;
    if (diff === 0n) return;
    const float = house('VENDOR_FLOAT', row.vendor);
    const mine = vendorWallet(memberId, row.vendor);
    await postTransfer(trx, {
      merchantId: row.merchant_id,
      key: `${reference(row.id)}:result`,
      type: 'GAME_RESULT',
      memberId,
      reference: reference(row.id),
      postings: diff > 0n ? move(float, mine, diff) : move(mine, float, -diff),
    });
  }

  private async fail(row: repo.VendorTransferRow, reason: string): Promise<void> {
    const memberId = BigInt(row.member_id);
    await this.db.transaction().execute(async (trx) => {
      if (!(await repo.settleVendorTransfer(trx, row.id, 'FAILED', reason))) return;
      if (row.direction === 'IN') {
        await postTransfer(trx, {
          merchantId: row.merchant_id,
          key: `${reference(row.id)}:reversal`,
          type: 'TRANSFER_REVERSAL',
          memberId,
          reference: reference(row.id),
          meta: { vendor: row.vendor, reason },
          postings: move(vendorWallet(memberId, row.vendor), mainWallet(memberId), BigInt(row.amount)),
        });
      }
    });
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new VendorError('UNKNOWN', 'vendor timed out')), this.timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
