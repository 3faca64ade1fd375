import type { z } from 'zod';
import { AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  OperatorMallItem,
  OperatorRedemption,
  PlayerPointsResponse,
  PointsSettings,
  RedemptionQueueResponse,
  adjustPointsRequest,
  saveMallItemRequest,
} from '@bet/contracts/operator/operator-points';
import {
  MALL_ITEMS_MAX,
  fromCentipoints,
  toCentipoints,
  type MallItemStatus,
  type PointType,
  type RedeemState,
} from '@bet/contracts/points/points-rules';
import { toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { pageOf } from '../../shared/paging.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import { alreadyHandledError } from '../wallet/already-handled.js';
import { nameOfDecider } from '../wallet/operator-queues.repo.js';
import { findMemberByUsername } from '../wallet/wallet.repo.js';
import * as mallRepo from './mall.repo.js';
import * as pointsRepo from './points.repo.js';
import { configOf, type PointsService } from './points.service.js';
import { itemFiguresOf, redemptionOf } from './redemption-view.js';

type SaveItem = z.output<typeof saveMallItemRequest>;
type AdjustPoints = z.output<typeof adjustPointsRequest>;

/**
 * The back office's points (issue 18): the merchant's rules, the mall's items and stock, the
 * redeem queue (approve hands the item over; reject gives points and stock back, once), and a
 * player's points with manual adjustments. Every change is audited.
 */
export class PointsOperatorService {
  constructor(private readonly d: { db: Db; points: PointsService }) {}

  async settings(merchantId: number): Promise<PointsSettings> {
    const { convertStep: _step, ...settings } = configOf(
      await pointsRepo.findSettings(this.d.db, merchantId),
    );
    return settings;
  }

  async saveSettings(merchantId: number, s: PointsSettings, who: Actor): Promise<PointsSettings> {
    await this.d.db.transaction().execute(async (trx) => {
      await pointsRepo.saveSettings(trx, merchantId, {
        ratio: s.ratio,
        convert_enabled: s.convertEnabled,
        convert_min: s.convertMin,
        deposit_percent: s.depositPercent,
        multipliers: Object.fromEntries(s.multipliers.map((m) => [m.category, m.percent])) as never,
      });
      await this.audit(trx, merchantId, who, 'points.settings', { ...s });
    });
    return this.settings(merchantId);
  }

  async items(merchantId: number): Promise<{ list: OperatorMallItem[] }> {
    const [items, units] = await Promise.all([
      mallRepo.listItems(this.d.db, merchantId, false),
      mallRepo.itemUnits(this.d.db, merchantId),
    ]);
    return {
      list: items.map((i) => ({
        ...itemFiguresOf(i),
        sort: i.sort,
        status: i.status,
        redeemed: units.get(i.id)?.redeemed ?? 0,
        pending: units.get(i.id)?.pending ?? 0,
        updatedAt: i.updated_at.getTime(),
      })),
    };
  }

  private async item(merchantId: number, id: number): Promise<OperatorMallItem> {
    const found = (await this.items(merchantId)).list.find((i) => i.id === id);
    if (!found) throw new AppError(ErrorCodes.mallItemNotFound);
    return found;
  }

  async saveItem(merchantId: number, body: SaveItem, who: Actor): Promise<OperatorMallItem> {
    const values: mallRepo.ItemValues = {
      kind: body.kind,
      name: body.name,
      description: body.description,
      image: body.image,
      points: toCentipoints(body.points),
      amount: body.kind === 'GOODS' ? 0n : toMinor(body.amount),
      turnover_multiple: body.turnoverMultiple,
      stock: body.stock,
      per_player_limit: body.perPlayerLimit,
      requirement_amount: body.requirement ? toMinor(body.requirement.depositAmount) : null,
      requirement_days: body.requirement?.days ?? null,
      sort: body.sort,
    };
    const id = await this.d.db.transaction().execute(async (trx) => {
      let saved = body.id;
      if (saved === undefined) {
        if ((await mallRepo.countItems(trx, merchantId)) >= MALL_ITEMS_MAX)
          throw new AppError(ErrorCodes.mallItemsLimit);
        saved = await mallRepo.insertItem(trx, merchantId, values);
      } else if (!(await mallRepo.updateItem(trx, merchantId, saved, values))) {
        throw new AppError(ErrorCodes.mallItemNotFound);
      }
      await this.audit(
        trx,
        merchantId,
        who,
        body.id === undefined ? 'mall.item.create' : 'mall.item.update',
        {
          id: saved,
          ...body,
        },
      );
      return saved;
    });
    return this.item(merchantId, id);
  }

  async setItemStatus(merchantId: number, id: number, status: MallItemStatus, who: Actor) {
    if (!(await mallRepo.updateItem(this.d.db, merchantId, id, { status })))
      throw new AppError(ErrorCodes.mallItemNotFound);
    await this.audit(this.d.db, merchantId, who, `mall.item.${status.toLowerCase()}`, { id });
    return this.item(merchantId, id);
  }

  async redemptions(
    merchantId: number,
    q: { pageNo: number; pageSize: number; status?: RedeemState; username?: string },
  ): Promise<RedemptionQueueResponse> {
    const { db } = this.d;
    let memberId: bigint | undefined;
    if (q.username) {
      const member = await findMemberByUsername(db, merchantId, q.username);
      if (!member) return pageOf([], 0, q.pageNo, q.pageSize);
      memberId = BigInt(member.id);
    }
    const { rows, total } = await mallRepo.listRedemptions(db, {
      merchantId,
      memberId,
      status: q.status,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const list = await Promise.all(rows.map((r) => this.operatorView(r)));
    return pageOf(list, total, q.pageNo, q.pageSize);
  }

  async approve(merchantId: number, body: { id: number; remark: string; shippingRef: string }, who: Actor) {
    return this.decide(merchantId, BigInt(body.id), who, {
      status: 'APPROVED',
      remark: body.remark || null,
      shippingRef: body.shippingRef || null,
    });
  }

  /** Rejects a waiting redemption: its points come back (one REFUND entry) and its units to stock. */
  async reject(merchantId: number, body: { id: number; remark: string }, who: Actor) {
    return this.decide(merchantId, BigInt(body.id), who, {
      status: 'REJECTED',
      remark: body.remark,
      shippingRef: null,
    });
  }

  private async decide(
    merchantId: number,
    id: bigint,
    who: Actor,
    d: { status: 'APPROVED' | 'REJECTED'; remark: string | null; shippingRef: string | null },
  ): Promise<OperatorRedemption> {
    const decided = await this.d.db.transaction().execute(async (trx) => {
      const row = await mallRepo.decide(trx, merchantId, id, {
        ...d,
        decidedBy: `operator:${who.operatorId}`,
      });
      if (!row) return null;
      if (d.status === 'REJECTED') {
        await pointsRepo.post(trx, {
          merchantId,
          memberId: BigInt(row.member_id),
          type: 'REFUND',
          points: BigInt(row.points),
          source: `refund:${row.id}`,
          reference: row.item_name ?? 'Redemption rejected',
        });
        if (row.item_id !== null) await mallRepo.addStock(trx, row.item_id, row.quantity);
      }
      await this.audit(trx, merchantId, who, `points.redemption.${d.status.toLowerCase()}`, {
        id: Number(id),
        remark: d.remark,
        shippingRef: d.shippingRef,
      });
      return row;
    });
    const current = await mallRepo.findRedemption(this.d.db, merchantId, id);
    if (!current) throw new AppError(ErrorCodes.redemptionNotFound);
    if (decided) return this.operatorView(current);
    throw await alreadyHandledError(this.d.db, {
      decidedBy: current.decided_by,
      status: current.status,
      at: current.decided_at,
    });
  }

  async playerPoints(
    merchantId: number,
    q: { username: string; pageNo: number; pageSize: number; type?: PointType; from?: number; to?: number },
  ): Promise<PlayerPointsResponse> {
    const memberId = await this.playerId(merchantId, q.username);
    const [page, balance] = await Promise.all([
      this.d.points.entries(memberId, q),
      this.d.points.balance(memberId),
    ]);
    return { ...page, points: balance.points };
  }

  /** A signed correction of a player's points with its reason: one ADJUST entry, never below zero. */
  async adjust(merchantId: number, body: AdjustPoints, who: Actor): Promise<{ points: number }> {
    const memberId = await this.playerId(merchantId, body.username);
    return this.d.db.transaction().execute(async (trx) => {
      const posted = await pointsRepo.post(trx, {
        merchantId,
        memberId,
        type: 'ADJUST',
        points: toCentipoints(body.points),
        source: `adjust:${who.operatorId}:${body.requestId}`,
        reference: body.reason,
      });
      if ('refused' in posted && posted.refused === 'NOT_ENOUGH') {
        const { balance } = await pointsRepo.findBalance(trx, memberId);
        throw new AppError(ErrorCodes.pointsNotEnough, 'not enough points', {
          points: fromCentipoints(balance),
        });
      }
      if (!('refused' in posted))
        await this.audit(trx, merchantId, who, 'points.adjust', {
          username: body.username,
          points: body.points,
          reason: body.reason,
        });
      return { points: fromCentipoints((await pointsRepo.findBalance(trx, memberId)).balance) };
    });
  }

  private async playerId(merchantId: number, username: string): Promise<bigint> {
    const member = await findMemberByUsername(this.d.db, merchantId, username);
    if (!member || member.type === AccountType.trial)
      throw new AppError(ErrorCodes.notFound, 'no such member');
    return BigInt(member.id);
  }

  private async operatorView(r: mallRepo.RedemptionRow & { username: string }): Promise<OperatorRedemption> {
    return {
      ...redemptionOf(r),
      username: r.username,
      decidedBy: await nameOfDecider(this.d.db, r.decided_by),
    };
  }

  private audit(db: Db, merchantId: number, who: Actor, action: string, detail: Record<string, unknown>) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action,
      detail,
      ip: who.ip,
    });
  }
}
