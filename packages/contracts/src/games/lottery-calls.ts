import { z } from 'zod';
import { lotteryDraw, lotteryGroup, vnNumbersResponse as vendorVnNumbers } from '../lottery/draws.js';

/**
 * The platform's lottery calls (spec §7, §9; issue 16): the lobby's popular lotteries, the latest
 * results, the VN menus and numbers, opened numbers. The platform answers them from the house
 * lottery vendor (decision 0041) for the games the merchant's catalogue enables.
 */

/**
 * Spec §3 prize modes. Which games each one shows (our choice): `Elott` the e-lottery, `Lott` and
 * `ZY` the Vietnamese lottery (the `LOTT` launch mode, lottoArea VN), `SEA` the SEA lottery; none: all.
 */
export const prizeMode = z.enum(['Lott', 'ZY', 'Elott', 'SEA']);
export type PrizeMode = z.infer<typeof prizeMode>;

const gameCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_]+$/);

/** Spec §9: the popular lottery list shows 20. */
export const POPULAR_LOTTERY_COUNT = 20;
/** Spec §9: the VN numbers are the 100 two-digit numbers. */
export const VN_NUMBERS_COUNT = 100;

export const popularLotteryQuery = z.object({
  count: z.coerce.number().int().min(1).max(POPULAR_LOTTERY_COUNT).default(POPULAR_LOTTERY_COUNT),
  prizeMode: prizeMode.optional(),
  device: z.string().trim().max(16).optional(),
  language: z.string().trim().max(16).optional(),
});

/** A draw as the lobby shows it: the open one (countdown) and the last result. */
const nextDraw = z.object({ issue: z.string(), closeAt: z.number(), drawAt: z.number() });
const lastResult = z.object({ issue: z.string(), drawAt: z.number(), result: z.array(z.string()) });

export const lotteryGameCard = z.object({
  nodeId: z.number(),
  gameCode: z.string(),
  displayName: z.string(),
  group: lotteryGroup,
  /** Which page the game opens (spec §2 launch dispatch): ELOTT, TCG_LOTTO_VN, TCG_SEA. */
  accountTypeName: z.string(),
  icon: z.string(),
  defaultPlayType: z.string().nullable(),
  next: nextDraw.nullable(),
  last: lastResult.nullable(),
});
export type LotteryGameCard = z.infer<typeof lotteryGameCard>;

export const popularLotteryResponse = z.object({ list: z.array(lotteryGameCard), serverTime: z.number() });
export type PopularLotteryResponse = z.infer<typeof popularLotteryResponse>;

/** `lotteryRecent`: the latest drawn result of each enabled lottery game. */
export const lotteryRecentResponse = z.object({
  list: z.array(
    z.object({ gameCode: z.string(), displayName: z.string(), group: lotteryGroup, draw: lotteryDraw }),
  ),
});
export type LotteryRecentResponse = z.infer<typeof lotteryRecentResponse>;

/**
 * Spec §3 lottery game group: a group (`gameGroupCode`, titled `labelName`) and its `gameMenus`,
 * the games in it. The VN menus are one group per region: North, Central, South.
 */
export const lotteryGameGroup = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(
    z.object({
      nodeId: z.number(),
      gameCode: z.string(),
      displayName: z.string(),
      defaultPlayType: z.string().nullable(),
      /** The play types this merchant offers on the game (the vendor's enabled terms). */
      playTypes: z.array(z.string()),
    }),
  ),
});
export const vnMenusResponse = z.object({ groups: z.array(lotteryGameGroup) });
export type VnMenusResponse = z.infer<typeof vnMenusResponse>;

export const vnNumbersCallQuery = z.object({
  /** A VN game; absent: the merchant's first VN game. */
  game: gameCode.optional(),
  count: z.coerce.number().int().min(1).max(VN_NUMBERS_COUNT).default(VN_NUMBERS_COUNT),
});
export const vnNumbersCallResponse = vendorVnNumbers.extend({ gameCode: z.string() });
export type VnNumbersCallResponse = z.infer<typeof vnNumbersCallResponse>;

export const openedNumbersQuery = z.object({
  game: gameCode,
  /** A day (YYYY-MM-DD, UTC); absent: the newest draws. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((d) => {
      const t = Date.parse(`${d}T00:00:00Z`);
      return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
    })
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const openedNumbersResponse = z.object({ draws: z.array(lotteryDraw), totalCount: z.number() });
export type OpenedNumbersResponse = z.infer<typeof openedNumbersResponse>;
