import { z } from 'zod';
import { MAX_EPOCH_MS } from '../constants.js';
import { hasAtMostTwoDecimals, MAX_AMOUNT } from './amount-rules.js';

export { MAX_AMOUNT } from './amount-rules.js';

/**
 * Money on the wire (DESIGN.md §4): a decimal number with at most 2 places; the server keeps
 * integer minor units. `toMinor` is exact for every value this schema accepts.
 */
/**
 * A positive amount: at least 0.01 (one minor unit; a smaller positive number would be 0 once
 * in minor units), ≤ 1e9, at most 2 decimals.
 */
export const amount = z
  .number()
  .finite()
  .min(0.01)
  .max(MAX_AMOUNT)
  .refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' });

/** Minor units (cents) of an accepted amount. */
export const toMinor = (value: number): bigint => BigInt(Math.round(value * 100));
/** The wire amount of minor units. */
export const fromMinor = (minor: bigint): number => Number(minor) / 100;

/**
 * Idempotency key of a money call: a retry with the same key returns the first result; the same
 * key with a different body is refused (409 `idempotency.conflict`). Clients make one per action.
 */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** Page query shared by the record lists. */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Date range of a record list: epoch ms, `from` inclusive, `to` exclusive; at most 1 year wide. */
export const dateRange = z
  .object({
    from: z.coerce.number().int().min(0).max(MAX_EPOCH_MS).optional(),
    to: z.coerce.number().int().min(0).max(MAX_EPOCH_MS).optional(),
  })
  .refine(
    (r) =>
      r.from === undefined || r.to === undefined || (r.from <= r.to && r.to - r.from <= 366 * 86_400_000),
    {
      message: 'range',
    },
  );

export interface Page<T> {
  list: T[];
  totalCount: number;
  totalPages: number;
  pageNo: number;
}

/** A page of a record list (the `Page` shape) of `item`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), totalCount: z.number(), totalPages: z.number(), pageNo: z.number() });
