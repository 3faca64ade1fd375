import { z } from 'zod';

export const lotteryGroup = z.enum(['ELOTT', 'VN', 'SEA']);
export type LotteryGroup = z.infer<typeof lotteryGroup>;

export const drawStatus = z.enum(['OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'VOID']);
export type DrawStatus = z.infer<typeof drawStatus>;

/** Where a result came from: drawn by the house (provably fair), a results feed, or entered by operators. */
export const resultSource = z.enum(['HOUSE', 'FEED', 'MANUAL']);

/**
 * A draw ("issue"). `commit` = SHA-256 of the seed, published before betting opens; `seed` is
 * published once the draw is made (house draws only). Times are epoch ms.
 */
export const lotteryDraw = z.object({
  game: z.string(),
  issue: z.string(),
  status: drawStatus,
  closeAt: z.number(),
  drawAt: z.number(),
  commit: z.string().nullable(),
  seed: z.string().nullable(),
  result: z.array(z.string()).nullable(),
  source: resultSource,
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

export const nextDrawsResponse = z.object({ draws: z.array(lotteryDraw), serverTime: z.number() });
export type NextDrawsResponse = z.infer<typeof nextDrawsResponse>;

export const drawsQuery = z.object({
  game: z.string().trim().min(1).max(32),
  /** A day (YYYY-MM-DD, UTC) to list; absent: the newest. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Drawn, settled and voided draws only (results history, trend). */
  drawn: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type DrawsQuery = z.input<typeof drawsQuery>;
export const drawsResponse = z.object({ draws: z.array(lotteryDraw), totalCount: z.number() });
export type DrawsResponse = z.infer<typeof drawsResponse>;

export const drawQuery = z.object({
  game: z.string().trim().min(1).max(32),
  issue: z.string().trim().min(1).max(32),
});
export const drawResponse = z.object({ draw: lotteryDraw });

export const vnNumbersQuery = z.object({
  game: z.string().trim().min(1).max(32),
  /** How many two-digit numbers (spec §9: 100). */
  count: z.coerce.number().int().min(1).max(100).default(100),
  /** Over how many recent draws. */
  draws: z.coerce.number().int().min(1).max(100).default(30),
});
export const vnNumbersResponse = z.object({
  numbers: z.array(
    z.object({
      number: z.string(),
      /** Appearances (lô) in the draws counted. */
      hits: z.number(),
      /** Draws since it last appeared (the draws counted when it never did). */
      missing: z.number(),
    }),
  ),
});
export type VnNumbersResponse = z.infer<typeof vnNumbersResponse>;
