import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { GAME_CATEGORIES } from '../games/categories.js';
import { dateRange, pageOf, pageQuery, requestId } from '../wallet/amount.js';
import { MALL_ITEM_KINDS, POINT_TYPES, REDEEM_QUANTITY_MAX, REDEEM_STATES } from './points-rules.js';

export * from './points-rules.js';

/** The most points one call converts: far above any balance, below the float's exact integers. */
const POINTS_MAX = 1_000_000_000;

/** `GET /wps/points/balance`: the player's points (the sum of their ledger) and what they came to. */
export const pointsBalanceResponse = z.object({
  points: z.number(),
  earned: z.number(),
  spent: z.number(),
});
export type PointsBalanceResponse = z.infer<typeof pointsBalanceResponse>;

/** `GET /wps/points/config`: how points are earned and what they are worth (the rules page). */
export const pointsConfigResponse = z.object({
  /** Points that buy 1.00 of money (spec §3 "points ratio"). */
  ratio: z.number(),
  /** Conversion to cash: on or off, the fewest points, and the step that makes whole cents. */
  convertEnabled: z.boolean(),
  convertMin: z.number(),
  convertStep: z.number(),
  /** Points per 1.00 deposited, in percent. */
  depositPercent: z.number(),
  multipliers: z.array(z.object({ category: z.enum(GAME_CATEGORIES), percent: z.number() })),
});
export type PointsConfigResponse = z.infer<typeof pointsConfigResponse>;

/** The item's condition besides points (spec §3 "amount requirement"): deposits in the last days. */
export const mallRequirement = z.object({ depositAmount: z.number(), days: z.number() });

/** One item of the mall, as a player sees it (`mine` only with a token). */
export const mallItem = z.object({
  id: z.number(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  /** Art key under /images/mall (a drawn set: no uploads). */
  image: z.string(),
  points: z.number(),
  /** CASH and BONUS: money paid; VOUCHER: its face value; GOODS: 0. */
  amount: z.number(),
  turnoverMultiple: z.number(),
  /** Units left; null = unlimited. */
  stock: z.number().nullable(),
  /** Most units one player may redeem in all; null = no limit. */
  perPlayerLimit: z.number().nullable(),
  requirement: mallRequirement.nullable(),
  /** Units this player has redeemed (not rejected), and whether they meet the requirement now. */
  mine: z.object({ redeemed: z.number(), requirementMet: z.boolean(), deposited: z.number() }).nullable(),
});
export type MallItem = z.infer<typeof mallItem>;
export const mallItemsResponse = z.object({ list: z.array(mallItem) });
export type MallItemsResponse = z.infer<typeof mallItemsResponse>;

const line = (max: number) => z.string().trim().min(1).max(max);
/** Where goods go (spec §3 "receiving address"). */
export const receivingAddress = z.object({
  name: line(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,20}$/),
  address: line(300),
});
export type ReceivingAddress = z.infer<typeof receivingAddress>;

/** `POST /wps/points/redeem` (encrypted): the payment password confirms the points leaving. */
export const redeemRequest = z.object({
  requestId,
  itemId: z.number().int().positive().max(MAX_SERIAL_ID),
  quantity: z.number().int().min(1).max(REDEEM_QUANTITY_MAX),
  paymentPassword: z.string().min(1).max(64),
  address: receivingAddress.optional(),
});
export type RedeemRequest = z.infer<typeof redeemRequest>;

/** One redemption (or conversion) in the redeem history. */
export const redemption = z.object({
  id: z.number(),
  /** Null for a conversion of points to cash. */
  itemId: z.number().nullable(),
  itemName: z.string().nullable(),
  kind: z.enum([...MALL_ITEM_KINDS, 'CONVERT']),
  quantity: z.number(),
  points: z.number(),
  amount: z.number(),
  status: z.enum(REDEEM_STATES),
  /** The operator's remark (a rejection's reason, a voucher's code) and the parcel's reference. */
  remark: z.string().nullable(),
  shippingRef: z.string().nullable(),
  address: receivingAddress.nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type Redemption = z.infer<typeof redemption>;
export const redeemResult = z.object({ redemption, points: z.number() });
export type RedeemResult = z.infer<typeof redeemResult>;

export const redeemedQuery = pageQuery.and(z.object({ status: z.enum(REDEEM_STATES).optional() }));
export const redeemedResponse = pageOf(redemption);
export type RedeemedResponse = z.infer<typeof redeemedResponse>;

/** `POST /wps/points/convert` (encrypted): whole points to cash at the ratio. */
export const convertPointsRequest = z.object({
  requestId,
  points: z.number().int().positive().max(POINTS_MAX),
  paymentPassword: z.string().min(1).max(64),
});
export type ConvertPointsRequest = z.infer<typeof convertPointsRequest>;

/** One line of the points ledger (spec §7 "member transaction detail"). */
export const pointsEntry = z.object({
  id: z.number(),
  type: z.enum(POINT_TYPES),
  points: z.number(),
  /** What earned or spent them: a game's name, an item's, "Deposit", an operator's reason. */
  reference: z.string(),
  createdAt: z.number(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;
export const pointsTransactionsQuery = pageQuery
  .and(dateRange)
  .and(z.object({ type: z.enum(POINT_TYPES).optional() }));
export const pointsTransactionsResponse = pageOf(pointsEntry);
export type PointsTransactionsResponse = z.infer<typeof pointsTransactionsResponse>;
