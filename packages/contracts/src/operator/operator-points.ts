import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { GAME_CATEGORIES } from '../games/categories.js';
import {
  mallRequirement,
  pointsConfigResponse,
  pointsTransactionsQuery,
  pointsTransactionsResponse,
  redemption,
} from '../points/points.js';
import {
  MALL_ITEM_IMAGES,
  MALL_ITEM_KINDS,
  MALL_ITEM_STATUSES,
  POINT_MULTIPLIER_MAX,
  POINT_RATIO_MAX,
  REDEEM_STATES,
  REQUIREMENT_DAYS_MAX,
} from '../points/points-rules.js';
import { amount, pageOf, pageQuery, requestId } from '../wallet/amount.js';
import { op, operatorReason } from './operator.js';
import { playerRef } from './operator-players.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const percent = z.number().int().min(0).max(POINT_MULTIPLIER_MAX);

/** The merchant's points rules: ratio, conversion, deposit points, multiplier per category. */
export const pointsSettings = pointsConfigResponse.omit({ convertStep: true }).extend({
  ratio: z.number().int().min(1).max(POINT_RATIO_MAX),
  convertMin: z.number().int().min(0).max(1_000_000),
  depositPercent: percent,
  multipliers: z
    .array(z.object({ category: z.enum(GAME_CATEGORIES), percent }))
    .length(GAME_CATEGORIES.length)
    .refine((list) => new Set(list.map((m) => m.category)).size === list.length, 'each category once'),
});
export type PointsSettings = z.infer<typeof pointsSettings>;

/** An item as the operator keeps it: what players see, plus status, units redeemed and sort. */
export const saveMallItemRequest = z
  .object({
    id: z.number().int().positive().max(MAX_SERIAL_ID).optional(),
    kind: z.enum(MALL_ITEM_KINDS),
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(500).default(''),
    image: z.enum(MALL_ITEM_IMAGES),
    points: z.number().positive().max(1_000_000_000).multipleOf(0.01),
    /** CASH and BONUS: money paid; VOUCHER: face value; GOODS: 0. */
    amount: z.number().min(0).max(10_000_000).multipleOf(0.01).default(0),
    turnoverMultiple: z.number().int().min(0).max(100).default(0),
    stock: z.number().int().min(0).max(1_000_000).nullable().default(null),
    perPlayerLimit: z.number().int().min(1).max(1_000).nullable().default(null),
    requirement: z
      .object({
        depositAmount: amount,
        days: z.number().int().min(1).max(REQUIREMENT_DAYS_MAX),
      })
      .nullable()
      .default(null),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .superRefine((item, ctx) => {
    const pays = item.kind === 'CASH' || item.kind === 'BONUS';
    if (pays && item.amount <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'cash and bonus pay an amount' });
    if (item.kind !== 'BONUS' && item.turnoverMultiple !== 0)
      ctx.addIssue({ code: 'custom', path: ['turnoverMultiple'], message: 'bonus only' });
  });
export type SaveMallItemRequest = z.input<typeof saveMallItemRequest>;

export const operatorMallItem = z.object({
  id: z.number(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  points: z.number(),
  amount: z.number(),
  turnoverMultiple: z.number(),
  stock: z.number().nullable(),
  perPlayerLimit: z.number().nullable(),
  requirement: mallRequirement.nullable(),
  sort: z.number(),
  status: z.enum(MALL_ITEM_STATUSES),
  /** Units redeemed (not rejected) and waiting in the queue. */
  redeemed: z.number(),
  pending: z.number(),
  updatedAt: z.number(),
});
export type OperatorMallItem = z.infer<typeof operatorMallItem>;
export const operatorMallItemList = z.object({ list: z.array(operatorMallItem) });
export const setMallItemStatusRequest = z.object({
  id: z.number().int().positive().max(MAX_SERIAL_ID),
  status: z.enum(MALL_ITEM_STATUSES),
});

/** The redeem queue: newest first, by status (PROCESS = waiting for the operator). */
export const redemptionQueueQuery = pageQuery.and(
  z.object({ status: z.enum(REDEEM_STATES).optional(), username: z.string().max(40).optional() }),
);
export const operatorRedemption = redemption.extend({
  username: z.string(),
  decidedBy: z.string().nullable(),
});
export type OperatorRedemption = z.infer<typeof operatorRedemption>;
export const redemptionQueueResponse = pageOf(operatorRedemption);
export type RedemptionQueueResponse = z.infer<typeof redemptionQueueResponse>;

const redemptionId = z.number().int().positive().max(MAX_SERIAL_ID);
/** Approving hands the item over: a remark (a voucher's code) and the parcel's reference. */
export const approveRedemptionRequest = z.object({
  id: redemptionId,
  remark: z.string().trim().max(200).default(''),
  shippingRef: z.string().trim().max(80).default(''),
});
/** Rejecting gives the points (and the stock) back, once; the remark tells the player why. */
export const rejectRedemptionRequest = z.object({ id: redemptionId, remark: operatorReason });

/** A player's points on the player page, and a manual correction with its reason (audited). */
export const playerPointsQuery = pointsTransactionsQuery.and(playerRef);
export const playerPointsResponse = pointsTransactionsResponse.extend({ points: z.number() });
export type PlayerPointsResponse = z.infer<typeof playerPointsResponse>;
export const adjustPointsRequest = playerRef.extend({
  /** One per action: a retry with the same id adjusts once. */
  requestId,
  /** Signed: positive adds, negative takes (never below zero). */
  points: z
    .number()
    .multipleOf(0.01)
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((p) => p !== 0, 'not zero'),
  reason: operatorReason,
});
export const adjustPointsResult = z.object({ points: z.number() });

export const operatorPointsSchemas = {
  getPointsSettings: { response: pointsSettings },
  savePointsSettings: { body: pointsSettings, response: pointsSettings },
  listMallItems: { response: operatorMallItemList },
  saveMallItem: { body: saveMallItemRequest, response: operatorMallItem },
  setMallItemStatus: { body: setMallItemStatusRequest, response: operatorMallItem },
  listRedemptions: { query: redemptionQueueQuery, response: redemptionQueueResponse },
  approveRedemption: { body: approveRedemptionRequest, response: operatorRedemption },
  rejectRedemption: { body: rejectRedemptionRequest, response: operatorRedemption },
  playerPoints: { query: playerPointsQuery, response: playerPointsResponse },
  adjustPoints: { body: adjustPointsRequest, response: adjustPointsResult },
} as const;

/**
 * Points and the mall (issue 18): every role reads; settings and items need `configure`; deciding
 * redemptions and adjusting a player's points need `moveMoney`. All changes audited.
 */
export const operatorPointsRoutes = {
  getPointsSettings: op<{ response: Out<typeof pointsSettings> }>('GET', '/ops/points/settings'),
  savePointsSettings: op<{ body: In<typeof pointsSettings>; response: Out<typeof pointsSettings> }>(
    'PUT',
    '/ops/points/settings',
  ),
  listMallItems: op<{ response: Out<typeof operatorMallItemList> }>('GET', '/ops/points/items'),
  /** Creates (no id) or replaces an item; stock is set as units left. */
  saveMallItem: op<{ body: In<typeof saveMallItemRequest>; response: Out<typeof operatorMallItem> }>(
    'POST',
    '/ops/points/items',
  ),
  setMallItemStatus: op<{
    body: In<typeof setMallItemStatusRequest>;
    response: Out<typeof operatorMallItem>;
  }>('POST', '/ops/points/items/status'),
  listRedemptions: op<{
    query: In<typeof redemptionQueueQuery>;
    response: Out<typeof redemptionQueueResponse>;
  }>('GET', '/ops/points/redemptions'),
  approveRedemption: op<{
    body: In<typeof approveRedemptionRequest>;
    response: Out<typeof operatorRedemption>;
  }>('POST', '/ops/points/redemptions/approve'),
  rejectRedemption: op<{
    body: In<typeof rejectRedemptionRequest>;
    response: Out<typeof operatorRedemption>;
  }>('POST', '/ops/points/redemptions/reject'),
  playerPoints: op<{ query: In<typeof playerPointsQuery>; response: Out<typeof playerPointsResponse> }>(
    'GET',
    '/ops/players/points',
  ),
  adjustPoints: op<{ body: In<typeof adjustPointsRequest>; response: Out<typeof adjustPointsResult> }>(
    'POST',
    '/ops/players/points/adjust',
  ),
} as const;
