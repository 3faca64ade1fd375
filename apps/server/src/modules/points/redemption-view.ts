import type { MallItem, Redemption } from '@bet/contracts/points/points';
import { fromCentipoints } from '@bet/contracts/points/points-rules';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { MallItemRow, RedemptionRow } from './mall.repo.js';

/** A redemption as the wire shows it (the player's history and the operator's queue). */
export const redemptionOf = (r: RedemptionRow): Redemption => ({
  id: Number(r.id),
  itemId: r.item_id,
  itemName: r.item_name,
  kind: r.kind,
  quantity: r.quantity,
  points: fromCentipoints(BigInt(r.points)),
  amount: fromMinor(BigInt(r.amount)),
  status: r.status,
  remark: r.remark,
  shippingRef: r.shipping_ref,
  address: r.address,
  createdAt: r.created_at.getTime(),
  decidedAt: r.decided_at?.getTime() ?? null,
});

/** An item's figures as both the mall and the back office show them. */
export const itemFiguresOf = (i: MallItemRow): Omit<MallItem, 'mine'> => ({
  id: i.id,
  kind: i.kind,
  name: i.name,
  description: i.description,
  image: i.image,
  points: fromCentipoints(BigInt(i.points)),
  amount: fromMinor(BigInt(i.amount)),
  turnoverMultiple: i.turnover_multiple,
  stock: i.stock,
  perPlayerLimit: i.per_player_limit,
  requirement:
    i.requirement_amount !== null && i.requirement_days !== null
      ? { depositAmount: fromMinor(BigInt(i.requirement_amount)), days: i.requirement_days }
      : null,
});
