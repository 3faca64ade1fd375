import type { MallItem } from '@bet/contracts/points/points';
import { REDEEM_QUANTITY_MAX } from '@bet/contracts/points/points-rules';
import type { PointsProblem } from './convert';

/** Units the player may still redeem of the item in all; null = no limit. */
export const limitLeft = (item: Pick<MallItem, 'perPlayerLimit' | 'mine'>): number | null =>
  item.perPlayerLimit === null ? null : Math.max(0, item.perPlayerLimit - (item.mine?.redeemed ?? 0));

/** The most units one redemption may ask for: the contract's maximum, the stock, the limit left. */
export const quantityMax = (item: Pick<MallItem, 'stock' | 'perPlayerLimit' | 'mine'>): number =>
  Math.max(0, Math.min(REDEEM_QUANTITY_MAX, item.stock ?? Infinity, limitLeft(item) ?? Infinity));

/** Why an item cannot be redeemed now, the first that applies; null when it can. */
export type RedeemBlock = 'soldOut' | 'limit' | 'requirement' | 'points';

export function redeemBlock(
  item: Pick<MallItem, 'stock' | 'perPlayerLimit' | 'mine' | 'points'>,
  points: number | null,
): RedeemBlock | null {
  if (item.stock !== null && item.stock <= 0) return 'soldOut';
  if (limitLeft(item) === 0) return 'limit';
  if (item.mine && !item.mine.requirementMet) return 'requirement';
  if (points !== null && points < item.points) return 'points';
  return null;
}

/** A typed quantity: a whole number from 1 to `max`. */
export function checkQuantity(text: string, max: number): { quantity: number } | { problem: PointsProblem } {
  const typed = text.trim();
  const quantity = Number(typed);
  return /^\d{1,3}$/.test(typed) && quantity >= 1 && quantity <= max
    ? { quantity }
    : { problem: { key: 'points.redeem.quantityRange', values: { max } } };
}

/**
 * The receiving address's rules, as the contract's `receivingAddress` has them (a name of 1–60
 * characters, a phone number of 6–20 digits and separators, an address of 1–300 characters),
 * without zod in the page's chunk.
 */
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
export const addressRules = {
  name: (value: string): PointsProblem | null =>
    value.trim().length >= 1 && value.trim().length <= 60 ? null : { key: 'points.redeem.nameRequired' },
  phone: (value: string): PointsProblem | null =>
    PHONE.test(value.trim()) ? null : { key: 'points.redeem.phoneInvalid' },
  address: (value: string): PointsProblem | null =>
    value.trim().length >= 1 && value.trim().length <= 300 ? null : { key: 'points.redeem.addressRequired' },
};
