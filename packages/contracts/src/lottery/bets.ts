import { z } from 'zod';
import { amount } from '../wallet/amount.js';
import { lotteryDraw, lotteryGroup } from './draws.js';

/** How the UI offers a play type's picks (each pick is one unit of a bet). */
export const pickShape = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('choice'), options: z.array(z.string()) }),
  z.object({ kind: z.literal('number'), digits: z.number() }),
  z.object({ kind: z.literal('combo'), size: z.number(), digits: z.number() }),
]);
export type PickShape = z.infer<typeof pickShape>;

export const lotteryPlayType = z.object({
  code: z.string(),
  shape: pickShape,
  /** Decimal odds per pick ("*": every pick of a number or combo shape). */
  odds: z.record(z.string(), z.number()),
  /** Stake limits of one bet (all its units), and the most units one bet may hold. */
  minBet: z.number(),
  maxBet: z.number(),
});
export type LotteryPlayType = z.infer<typeof lotteryPlayType>;

export const lotteryGame = z.object({
  code: z.string(),
  group: lotteryGroup,
  name: z.string(),
  layout: z.array(z.object({ tier: z.string(), count: z.number(), digits: z.number() })),
  defaultPlayType: z.string(),
  /** Seconds before the draw when betting closes. */
  closeSeconds: z.number(),
  playTypes: z.array(lotteryPlayType),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const lotterySessionResponse = z.object({
  demo: z.boolean(),
  balance: z.number(),
  games: z.array(lotteryGame),
});
export type LotterySessionResponse = z.infer<typeof lotterySessionResponse>;

/** Bet content: picks joined by ","; a combo's numbers joined by "-". */
export const betContent = z.string().trim().min(1).max(4000);
export const slipLine = z.object({
  playType: z.string().trim().min(1).max(32),
  content: betContent,
  /** Stake of one unit. */
  unitPrice: amount,
  multiple: z.number().int().min(1).max(10_000),
});
export type SlipLine = z.infer<typeof slipLine>;

export const placeBetsBody = z.object({
  game: z.string().trim().min(1).max(32),
  issue: z.string().trim().min(1).max(32),
  lines: z.array(slipLine).min(1).max(50),
  /** The same lines on this issue and the next `issues − 1` ones; stops after a win when asked. */
  chase: z.object({ issues: z.number().int().min(2).max(50), stopOnWin: z.boolean() }).optional(),
});
export type PlaceBetsBody = z.infer<typeof placeBetsBody>;

export const orderStatus = z.enum(['PENDING', 'WON', 'LOST', 'CANCELLED', 'VOID']);
export type OrderStatus = z.infer<typeof orderStatus>;

export const lotteryOrder = z.object({
  id: z.string(),
  game: z.string(),
  issue: z.string(),
  playType: z.string(),
  content: z.string(),
  units: z.number(),
  unitPrice: z.number(),
  multiple: z.number(),
  stake: z.number(),
  payout: z.number(),
  status: orderStatus,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
  /** Chase: its id, and this order's place in it (1-based) of how many. */
  chase: z.object({ id: z.string(), index: z.number(), of: z.number(), stopOnWin: z.boolean() }).nullable(),
});
export type LotteryOrder = z.infer<typeof lotteryOrder>;

export const placeBetsResponse = z.object({ orders: z.array(lotteryOrder), balance: z.number() });
export type PlaceBetsResponse = z.infer<typeof placeBetsResponse>;

export const ordersQuery = z.object({
  game: z.string().trim().max(32).optional(),
  status: orderStatus.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrdersQuery = z.input<typeof ordersQuery>;
export const ordersResponse = z.object({
  orders: z.array(lotteryOrder.extend({ draw: lotteryDraw.nullable() })),
  totalCount: z.number(),
});
export type OrdersResponse = z.infer<typeof ordersResponse>;

export const cancelOrderResponse = z.object({ order: lotteryOrder, balance: z.number() });

/** Refusal codes of the lottery API (answered as `{ ok: false, error }`, translated on screen). */
export const LOTTERY_ERRORS = [
  'game.session.invalid',
  'game.not.found',
  'lottery.draw.closed',
  'lottery.content.invalid',
  'lottery.playtype.unknown',
  'bet.out.of.limits',
  'lottery.exposure.full',
  'balance.insufficient',
  'lottery.order.not.cancellable',
  /** Past a limit the player set (the allowance the platform sent at launch, issue 20). */
  'rg.limit.reached',
  'request_param_err',
] as const;
export type LotteryError = (typeof LOTTERY_ERRORS)[number];
