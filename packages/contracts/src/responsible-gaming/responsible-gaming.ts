import { z } from 'zod';
import { amount } from '../wallet/amount.js';
import { password } from '../identity/fields.js';

/**
 * Responsible gaming (issue 20): limits a player sets on themselves, reality checks, time-outs and
 * self-exclusion. Money limits run per day, week or month in the merchant's time zone; the session
 * limit is the length of one login session.
 */
export const MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'SESSION'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const MONEY_LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
/** SESSION: the session limit's only period (one login). */
export const LIMIT_PERIODS = [...MONEY_LIMIT_PERIODS, 'SESSION'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Raising or removing a limit waits this long; setting or lowering one applies at once. */
export const LIMIT_RAISE_DELAY_HOURS = 24;
/** A session limit, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 24 * 60 } as const;

/** Reality-check intervals a player may choose, in minutes; 0 = off is not offered. */
export const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

export const TIME_OUT_PERIODS = ['24H', '7D', '30D', '6W'] as const;
export const SELF_EXCLUSION_PERIODS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
export type ExclusionPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];
export const EXCLUSION_KINDS = ['TIME_OUT', 'SELF_EXCLUSION'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** When an exclusion of `period` started at `from` ends; null = permanent. */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  const at = new Date(from);
  switch (period) {
    case '24H':
      return new Date(from.getTime() + 24 * 3_600_000);
    case '7D':
      return new Date(from.getTime() + 7 * 86_400_000);
    case '30D':
      return new Date(from.getTime() + 30 * 86_400_000);
    case '6W':
      return new Date(from.getTime() + 42 * 86_400_000);
    case '6M':
      at.setUTCMonth(at.getUTCMonth() + 6);
      return at;
    case '1Y':
      at.setUTCFullYear(at.getUTCFullYear() + 1);
      return at;
    case '5Y':
      at.setUTCFullYear(at.getUTCFullYear() + 5);
      return at;
    case 'PERMANENT':
      return null;
  }
}

const limitKind = z.enum(LIMIT_KINDS);
const limitPeriod = z.enum(LIMIT_PERIODS);

/** A limit as its player sees it: amounts in major units, SESSION in minutes. */
export const playerLimit = z.object({
  kind: limitKind,
  period: limitPeriod,
  /** In force now. */
  value: z.number(),
  /** Used in the current period (SESSION: minutes of this session). */
  used: z.number(),
  left: z.number(),
  /** When the current period ends (epoch ms); null for SESSION. */
  resetsAt: z.number().nullable(),
  /** A raise or removal waiting its 24 hours: the new value (null = removed) and when it applies. */
  pending: z.object({ value: z.number().nullable(), effectiveAt: z.number() }).nullable(),
});
export type PlayerLimit = z.infer<typeof playerLimit>;

export const exclusionView = z.object({
  kind: z.enum(EXCLUSION_KINDS),
  period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  startsAt: z.number(),
  /** null: permanent. */
  endsAt: z.number().nullable(),
  /**
   * A self-exclusion's period is over and the account stays closed until its player asks to
   * return (`rgAskReturn`), then `RETURN_DELAY_HOURS` more.
   */
  awaitingReturn: z.boolean(),
  /** When the asked-for return applies (epoch ms); null: not asked. */
  returnAt: z.number().nullable(),
});
export type ExclusionView = z.infer<typeof exclusionView>;

/** `GET /wps/rg/overview`: the player's limits, reality-check interval and help links. */
export const rgOverview = z.object({
  limits: z.array(playerLimit),
  realityCheckMinutes: z.number().int(),
  realityCheckChoices: z.array(z.number().int()),
  /** Periods follow this time zone (the merchant's). */
  timeZone: z.string(),
  /** When this session started (the session limit and reality checks count from it). */
  sessionStartedAt: z.number(),
  helpLinks: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type RgOverview = z.infer<typeof rgOverview>;

/**
 * `GET /wps/rg/session`: the reality check's figures — this session's length, what was staked and
 * the net result (won − staked) of bets placed since it started, and the interval between checks.
 */
export const rgSession = z.object({
  startedAt: z.number(),
  minutes: z.number().int(),
  staked: z.number(),
  net: z.number(),
  bets: z.number().int(),
  realityCheckMinutes: z.number().int(),
});
export type RgSession = z.infer<typeof rgSession>;

/** How many months `GET /wps/rg/history` answers: this one and the eleven before. */
export const RG_HISTORY_MONTHS = 12;
/**
 * `GET /wps/rg/history`: the player's account month by month in the merchant's time zone, newest
 * first, every month shown (zeros included): deposits credited, withdrawals paid out, what was
 * staked on settled bets and the net result (won − staked; negative: lost). Major units.
 */
export const rgHistory = z.object({
  timeZone: z.string(),
  months: z.array(
    z.object({
      /** `2026-11`. */
      month: z.string(),
      deposits: z.number(),
      withdrawals: z.number(),
      staked: z.number(),
      net: z.number(),
    }),
  ),
});
export type RgHistory = z.infer<typeof rgHistory>;

/** Sets, lowers, raises (after 24 h) or removes (`value: null`, after 24 h) one limit. */
export const setLimitRequest = z
  .object({
    kind: limitKind,
    period: limitPeriod,
    value: z.union([amount, z.null()]),
  })
  .superRefine((body, ctx) => {
    const session = body.kind === 'SESSION';
    if (session !== (body.period === 'SESSION'))
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'SESSION limits are per session' });
    if (session && body.value !== null) {
      const { min, max } = SESSION_LIMIT_MINUTES;
      if (!Number.isInteger(body.value) || body.value < min || body.value > max)
        ctx.addIssue({ code: 'custom', path: ['value'], message: `${min}–${max} minutes` });
    }
  });
export type SetLimitRequest = z.input<typeof setLimitRequest>;

export const limitKeyRequest = z.object({ kind: limitKind, period: limitPeriod });
export type LimitKeyRequest = z.input<typeof limitKeyRequest>;

export const realityCheckRequest = z.object({
  minutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_CHOICES as readonly number[]).includes(m), 'one of the offered intervals'),
});
export type RealityCheckRequest = z.input<typeof realityCheckRequest>;

/** A time-out or self-exclusion; the login password confirms it. */
export const excludeRequest = z
  .object({
    kind: z.enum(EXCLUSION_KINDS),
    period: z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
    password,
  })
  .superRefine((body, ctx) => {
    const periods: readonly string[] = body.kind === 'TIME_OUT' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
    if (!periods.includes(body.period))
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'not a period of this kind' });
  });
export type ExcludeRequest = z.input<typeof excludeRequest>;
export const excludeResponse = exclusionView;

/** The value of `rg.limit.reached`: which limit, what is left and when it resets. */
export interface LimitReachedValue {
  kind: LimitKind;
  period: LimitPeriod;
  left: number;
  resetsAt: number | null;
}
/**
 * The value of `rg.excluded` (a refused login): the exclusion and its end, and — the secret was
 * right — a one-time code for the withdrawal-only page (`/withdrawal?code=…`), so the player can
 * take out what is left in their wallets; with it, a player whose self-exclusion ended asks to
 * return (`rgAskReturn`).
 */
export type ExcludedValue = ExclusionView & { withdrawalCode?: string };

/** After a self-exclusion ends, the player asks to return and may play this many hours later. */
export const RETURN_DELAY_HOURS = 24;

/** `POST /wps/rg/return`: the code of a refused login (the secret was right) asks to return. */
export const askReturnRequest = z.object({ code: z.string().min(16).max(128) });
export type AskReturnRequest = z.input<typeof askReturnRequest>;

/** How long a withdrawal-only code can be used, once. */
export const WITHDRAWAL_CODE_MINUTES = 15;
/** The withdrawal-only page's address; the code rides in `?code=`. */
export const WITHDRAWAL_PAGE = '/withdrawal';

/** `POST /wps/rg/withdrawal-session`: the one-time code becomes a session that may only withdraw. */
export const withdrawalSessionRequest = z.object({ code: z.string().min(16).max(128) });
export type WithdrawalSessionRequest = z.input<typeof withdrawalSessionRequest>;
export const withdrawalSessionResponse = z.object({
  token: z.string(),
  id: z.number(),
  userName: z.string(),
  /** The exclusion still in force. */
  exclusion: exclusionView,
});
export type WithdrawalSessionResponse = z.infer<typeof withdrawalSessionResponse>;
