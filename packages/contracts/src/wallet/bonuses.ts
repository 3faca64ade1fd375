import { z } from 'zod';
import { pageOf } from './amount.js';

/** Bonus details: each bonus credited, with its turnover requirement and progress. */
export const bonusEntry = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  creditedAt: z.number(),
  turnoverRequired: z.number(),
  turnoverDone: z.number(),
  status: z.enum(['IN_PROGRESS', 'COMPLETED']),
});
export type BonusEntry = z.infer<typeof bonusEntry>;

export const bonusDetailsResponse = pageOf(bonusEntry);
