import { AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  ConvertPointsRequest,
  MallItemsResponse,
  RedeemRequest,
  RedeemResult,
  RedeemedResponse,
} from '@bet/contracts/points/points';
import {
  convertStep,
  convertedMinor,
  fromCentipoints,
  mallItemIsDelivered,
  mallItemNeedsAddress,
  type RedeemState,
} from '@bet/contracts/points/points-rules';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { payReward } from '../promotions/pay-claim.js';
import type { PaymentPasswordCheck } from '../wallet/payment-password.js';
import * as mallRepo from './mall.repo.js';
import * as pointsRepo from './points.repo.js';
import { itemFiguresOf, redemptionOf } from './redemption-view.js';

const DAY_MS = 86_400_000;

/** Takes the points of a redemption, or refuses it with the player's balance. */
async function spendPoints(
  trx: Db,
  member: MemberIdentity,
  redemptionId: bigint,
  points: bigint,
  reference: string,
) {
  const spent = await pointsRepo.post(trx, {
    merchantId: member.merchantId,
    memberId: member.memberId,
    type: 'REDEEM',
    points: -points,
    source: `redeem:${redemptionId}`,
    reference,
  });
  if ('refused' in spent) {
    const { balance } = await pointsRepo.findBalance(trx, member.memberId);
    throw new AppError(ErrorCodes.pointsNotEnough, 'not enough points', { points: fromCentipoints(balance) });
  }
  return spent.balance;
}

/**
 * The points mall (issue 18, decision 0054): its items with the player's own figures, redeeming an
 * item and converting points to cash (both with the payment password, both idempotent by request
 * id), and the player's redeem history. Cash and bonus items and conversions are paid at once
 * through the ledger; goods and vouchers wait for the operator (PROCESS).
 */
export class MallService {
  constructor(private readonly d: { db: Db; paymentPassword: PaymentPasswordCheck; now?: () => Date }) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  async items(merchantId: number, member?: MemberIdentity): Promise<MallItemsResponse> {
    const { db } = this.d;
    const items = await mallRepo.listItems(db, merchantId, true);
    if (!member || member.type === AccountType.trial)
      return { list: items.map((i) => ({ ...itemFiguresOf(i), mine: null })) };
    const held = await mallRepo.unitsRedeemed(db, member.memberId);
    const days = [...new Set(items.flatMap((i) => (i.requirement_days ? [i.requirement_days] : [])))];
    const deposited = new Map(
      await Promise.all(days.map(async (d) => [d, await this.depositedIn(member.memberId, d)] as const)),
    );
    return {
      list: items.map((i) => {
        const mine = deposited.get(i.requirement_days ?? 0) ?? 0n;
        return {
          ...itemFiguresOf(i),
          mine: {
            redeemed: held.get(i.id) ?? 0,
            requirementMet: i.requirement_amount === null || mine >= BigInt(i.requirement_amount),
            deposited: fromMinor(mine),
          },
        };
      }),
    };
  }

  private depositedIn(memberId: bigint, days: number) {
    return mallRepo.depositedSince(this.d.db, memberId, new Date(this.now().getTime() - days * DAY_MS));
  }

  /**
   * Redeems an item. The rows many players share (the item's stock, the house's bonus account) are
   * locked last, just before the commit, so concurrent redeems wait for each other only that long;
   * the player's own points row, locked when the points are spent, orders their own redeems, so the
   * per-player limit is counted after it.
   */
  async redeem(member: MemberIdentity, body: RedeemRequest): Promise<RedeemResult> {
    if (member.type === AccountType.trial) throw new AppError(ErrorCodes.trialAccountForbidden);
    await this.d.paymentPassword.verify(member.memberId, body.paymentPassword);
    const done = await this.d.db.transaction().execute(async (trx) => {
      const item = await mallRepo.findItem(trx, member.merchantId, body.itemId);
      if (!item || item.status !== 'ACTIVE') throw new AppError(ErrorCodes.mallItemNotFound);
      if (mallItemNeedsAddress(item.kind) && !body.address)
        throw new AppError(ErrorCodes.mallAddressRequired);
      await this.assertRequirement(trx, member.memberId, item);
      const quantity = BigInt(body.quantity);
      const [points, amount] = [BigInt(item.points) * quantity, BigInt(item.amount) * quantity];
      const delivered = mallItemIsDelivered(item.kind);
      const id = await mallRepo.insertRedemption(trx, {
        merchant_id: member.merchantId,
        member_id: member.memberId,
        request_id: body.requestId,
        item_id: item.id,
        kind: item.kind,
        item_name: item.name,
        quantity: body.quantity,
        points,
        amount,
        status: delivered ? 'PROCESS' : 'APPROVED',
        address: mallItemNeedsAddress(item.kind) ? JSON.stringify(body.address) : null,
        decided_at: delivered ? null : new Date(),
        decided_by: delivered ? null : 'system',
      });
      // Made before under this request id (a retry, a double click): that one is the answer.
      if (id === null) return null;
      const balance = await spendPoints(trx, member, id, points, item.name);
      if (item.per_player_limit !== null) {
        // This redemption included: over the limit means the units held before it were too many.
        const held = (await mallRepo.unitsRedeemed(trx, member.memberId, [item.id])).get(item.id) ?? 0;
        if (held > item.per_player_limit)
          throw new AppError(ErrorCodes.mallItemLimit, 'limit reached', {
            left: Math.max(0, item.per_player_limit - (held - body.quantity)),
          });
      }
      if (item.stock !== null) {
        const left = await mallRepo.takeStock(trx, item.id, body.quantity);
        if (left === null) {
          const now = await mallRepo.findItem(trx, member.merchantId, item.id);
          throw new AppError(ErrorCodes.mallItemOutOfStock, 'not enough units left', {
            stock: now?.stock ?? 0,
          });
        }
      }
      if (!delivered) {
        const transferId = await payReward(trx, {
          merchantId: member.merchantId,
          key: `points:redeem:${id}`,
          meta: { redemptionId: Number(id), itemId: item.id },
          memberId: member.memberId,
          amount,
          turnover: item.kind === 'BONUS' ? amount * BigInt(item.turnover_multiple) : 0n,
          name: `Points mall: ${item.name}`,
        });
        await mallRepo.setTransfer(trx, id, transferId);
      }
      return { id, balance };
    });
    return this.answer(member, body.requestId, done);
  }

  private async assertRequirement(trx: Db, memberId: bigint, item: mallRepo.MallItemRow) {
    if (item.requirement_amount === null || item.requirement_days === null) return;
    const deposited = await mallRepo.depositedSince(
      trx,
      memberId,
      new Date(this.now().getTime() - item.requirement_days * DAY_MS),
    );
    if (deposited < BigInt(item.requirement_amount))
      throw new AppError(ErrorCodes.mallRequirementUnmet, 'deposit requirement not met', {
        depositAmount: fromMinor(BigInt(item.requirement_amount)),
        days: item.requirement_days,
        deposited: fromMinor(deposited),
      });
  }

  async convert(member: MemberIdentity, body: ConvertPointsRequest): Promise<RedeemResult> {
    if (member.type === AccountType.trial) throw new AppError(ErrorCodes.trialAccountForbidden);
    const settings = await pointsRepo.findSettings(this.d.db, member.merchantId);
    if (!settings.convert_enabled) throw new AppError(ErrorCodes.pointsConvertOff);
    const amount = convertedMinor(body.points, settings.ratio);
    if (amount === null || body.points < settings.convert_min || amount === 0n)
      throw new AppError(ErrorCodes.pointsConvertInvalid, 'not a whole step or below the minimum', {
        min: settings.convert_min,
        step: convertStep(settings.ratio),
      });
    await this.d.paymentPassword.verify(member.memberId, body.paymentPassword);
    const done = await this.d.db.transaction().execute(async (trx) => {
      const points = BigInt(body.points) * 100n;
      const id = await mallRepo.insertRedemption(trx, {
        merchant_id: member.merchantId,
        member_id: member.memberId,
        request_id: body.requestId,
        item_id: null,
        kind: 'CONVERT',
        item_name: null,
        quantity: 1,
        points,
        amount,
        status: 'APPROVED',
        decided_at: new Date(),
        decided_by: 'system',
      });
      if (id === null) return null;
      const balance = await spendPoints(trx, member, id, points, 'Converted to cash');
      const transferId = await payReward(trx, {
        merchantId: member.merchantId,
        key: `points:convert:${id}`,
        meta: { redemptionId: Number(id) },
        memberId: member.memberId,
        amount,
        turnover: 0n,
        name: 'Points converted to cash',
      });
      await mallRepo.setTransfer(trx, id, transferId);
      return { id, balance };
    });
    return this.answer(member, body.requestId, done);
  }

  async redeemed(
    member: MemberIdentity,
    q: { pageNo: number; pageSize: number; status?: RedeemState },
  ): Promise<RedeemedResponse> {
    const { rows, total } = await mallRepo.listRedemptions(this.d.db, {
      merchantId: member.merchantId,
      memberId: member.memberId,
      status: q.status,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return pageOf(rows.map(redemptionOf), total, q.pageNo, q.pageSize);
  }

  /** The redemption made (read after the commit) or the one made before under the request id. */
  private async answer(
    member: MemberIdentity,
    requestId: string,
    done: { id: bigint; balance: bigint } | null,
  ): Promise<RedeemResult> {
    const { db } = this.d;
    const row = await mallRepo.findRedemptionByRequest(db, member.memberId, requestId);
    const balance = done?.balance ?? (await pointsRepo.findBalance(db, member.memberId)).balance;
    return { redemption: redemptionOf(row!), points: fromCentipoints(balance) };
  }
}
