import type { GameCategory } from '../games/categories.js';

/**
 * Loyalty points (issue 18, decision 0054), zod-free for the web. Points are counted in hundredths
 * ("centipoints", bigint on the server) so that a valid bet × a multiplier is exact in the smallest
 * unit: a bet of P 123.45 on slots (120 %) earns 148.14 points. Points never expire.
 */

/**
 * The spec's point types (§3: live casino, lottery, PVP, slots, sports, redeem, deposit), plus the
 * two the ledger needs: REFUND (a rejected redemption's points back) and ADJUST (an operator's
 * correction, with its reason). Fishing counts as slots and e-sports as sports, as the platform's
 * lanes group them.
 */
export const POINT_TYPES = [
  'LIVE',
  'LOTTERY',
  'PVP',
  'SLOTS',
  'SPORTS',
  'DEPOSIT',
  'REDEEM',
  'REFUND',
  'ADJUST',
] as const;
export type PointType = (typeof POINT_TYPES)[number];

/** The point type a settled bet of each category earns. */
export const POINT_TYPE_OF_CATEGORY: Record<GameCategory, PointType> = {
  LIVE: 'LIVE',
  RNG: 'SLOTS',
  FISH: 'SLOTS',
  SPORTS: 'SPORTS',
  ESPORTS: 'SPORTS',
  PVP: 'PVP',
  LOTT: 'LOTTERY',
  ELOTT: 'LOTTERY',
};

/**
 * Points per 1.00 of valid bet, in percent, by category: the spec's §9 values (live 0.70,
 * sports 1.00, fishing 1.20, slots 1.20, PVP 1.00); lottery, e-lottery and e-sports are the
 * operator's to set (these are the demo's starting values).
 */
export const DEFAULT_POINT_MULTIPLIERS: Record<GameCategory, number> = {
  LIVE: 70,
  SPORTS: 100,
  FISH: 120,
  RNG: 120,
  PVP: 100,
  ESPORTS: 100,
  LOTT: 50,
  ELOTT: 50,
};
export const POINT_MULTIPLIER_MAX = 1000;

/** Centipoints a valid bet (minor units) earns at `percent`: exact, rounded down below 0.01 point. */
export const pointsForStake = (minor: bigint, percent: number): bigint => (minor * BigInt(percent)) / 100n;

/** Points as the wire shows them (2 decimals) and back. */
export const fromCentipoints = (centipoints: bigint): number => Number(centipoints) / 100;
export const toCentipoints = (points: number): bigint => BigInt(Math.round(points * 100));

/** Points worth 1.00 of money (the spec's "points ratio"): 100 = 100 points buy P 1.00. */
export const POINT_RATIO_MAX = 100_000;

/**
 * Money (minor units) that `points` (whole points) convert to at `ratio`, or null when they do not
 * make a whole cent (the player converts in steps of `convertStep(ratio)` points).
 */
export function convertedMinor(points: number, ratio: number): bigint | null {
  const cents = BigInt(points) * 100n;
  return cents % BigInt(ratio) === 0n ? cents / BigInt(ratio) : null;
}
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** The smallest number of whole points that converts to a whole cent. */
export const convertStep = (ratio: number): number => ratio / gcd(ratio, 100);

/** What a mall item gives: money (CASH), a bonus with turnover (BONUS), or something shipped. */
export const MALL_ITEM_KINDS = ['CASH', 'BONUS', 'GOODS', 'VOUCHER'] as const;
export type MallItemKind = (typeof MALL_ITEM_KINDS)[number];
/** Items an operator hands over (shipped goods, voucher codes): they wait in the redeem queue. */
export const mallItemIsDelivered = (kind: MallItemKind): boolean => kind === 'GOODS' || kind === 'VOUCHER';
/** Goods need a receiving address. */
export const mallItemNeedsAddress = (kind: MallItemKind): boolean => kind === 'GOODS';

/**
 * Spec §4's redeem states: in process (waiting for the operator), approved, rejected (points back).
 * Cash, bonus and conversions are approved at once.
 */
export const REDEEM_STATES = ['PROCESS', 'APPROVED', 'REJECTED'] as const;
export type RedeemState = (typeof REDEEM_STATES)[number];

export const MALL_ITEM_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type MallItemStatus = (typeof MALL_ITEM_STATUSES)[number];

/** Most units of one item in one redemption; a merchant keeps at most MALL_ITEMS_MAX items. */
export const REDEEM_QUANTITY_MAX = 20;
export const MALL_ITEMS_MAX = 200;
/** Days an item's deposit requirement looks back at most. */
export const REQUIREMENT_DAYS_MAX = 365;

/** The mall's drawn art (apps/web/public/images/mall/<key>.svg): an item picks one, no uploads. */
export const MALL_ITEM_IMAGES = ['cash', 'bonus', 'voucher', 'phone', 'jersey', 'headphones'] as const;
export type MallItemImage = (typeof MALL_ITEM_IMAGES)[number];
