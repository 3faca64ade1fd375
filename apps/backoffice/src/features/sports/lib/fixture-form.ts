import { z } from 'zod';
import { createSportsEventRequest } from '@bet/contracts/operator/operator-sports';
import { fromLocalInput } from './format-sports';

/** The kick-off the vendor takes at the earliest: a minute from now (it checks again). */
const LEAD_MS = 60_000;

/**
 * The new-fixture form: a local date-time and typed numbers in, the contract's request (checked by
 * it) out, with the vendor's "a minute ahead" rule said before the call.
 */
export const fixtureForm = z
  .object({
    league: z.string(),
    home: z.string(),
    away: z.string(),
    startsAt: z.string(),
    homeXg: z.number(),
    awayXg: z.number(),
  })
  .transform((f) => ({ ...f, startsAt: fromLocalInput(f.startsAt) }))
  .pipe(createSportsEventRequest)
  .refine((f) => f.startsAt >= Date.now() + LEAD_MS, { path: ['startsAt'], message: 'kick-off too soon' });

export type FixtureFormValues = z.input<typeof fixtureForm>;

export const FIXTURE_DEFAULTS: FixtureFormValues = {
  league: '',
  home: '',
  away: '',
  startsAt: '',
  homeXg: 1.4,
  awayXg: 1.1,
};

/** Expected goals' bounds and step as the inputs offer them (the contract checks 0.10–6.00). */
export const XG_INPUT = { min: 0.1, max: 6, step: 0.05 } as const;
