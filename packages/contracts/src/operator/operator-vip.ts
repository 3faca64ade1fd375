import { z } from 'zod';
import { vipChange, vipLevel } from '../vip/vip.js';
import {
  VIP_GRACE_DAYS_MAX,
  VIP_LEVELS_MAX,
  VIP_PERIOD_DAYS_MAX,
  VIP_REBATE_BP_MAX,
} from '../vip/vip-rules.js';
import { requestId } from '../wallet/amount.js';
import { op, operatorReason } from './operator.js';
import { playerRef } from './operator-players.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

const money = z.number().min(0).max(100_000_000).multipleOf(0.01);

/** A level as the operator saves it (`vipService` follows from the level: spec rank level above 4). */
export const saveVipLevel = z.object({
  level: z
    .number()
    .int()
    .min(0)
    .max(VIP_LEVELS_MAX - 1),
  name: z.string().trim().min(1).max(20),
  depositRequired: money,
  betRequired: money,
  upgradeBonus: money,
  monthlyBonus: money,
  birthdayBonus: money,
  rebatePercent: z
    .number()
    .min(0)
    .max(VIP_REBATE_BP_MAX / 100)
    .multipleOf(0.01),
  dailyWithdrawalLimit: money.positive().nullable(),
});
export type SaveVipLevel = z.input<typeof saveVipLevel>;

/**
 * The whole table at once: levels 0, 1, 2 … without gaps, level 0 free (no thresholds), each
 * level's thresholds at least the one below's (so a higher level is never easier to reach).
 */
export const saveVipLevelsRequest = z
  .object({
    periodDays: z.number().int().min(1).max(VIP_PERIOD_DAYS_MAX),
    graceDays: z.number().int().min(0).max(VIP_GRACE_DAYS_MAX),
    levels: z.array(saveVipLevel).min(1).max(VIP_LEVELS_MAX),
  })
  .superRefine((t, ctx) => {
    t.levels.forEach((l, i) => {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['levels', i, field], message });
      if (l.level !== i) at('level', 'levels 0, 1, 2 … in order');
      if (i === 0 && l.depositRequired > 0) at('depositRequired', 'level 0 needs nothing');
      if (i === 0 && l.betRequired > 0) at('betRequired', 'level 0 needs nothing');
      const below = t.levels[i - 1];
      if (below && l.depositRequired < below.depositRequired)
        at('depositRequired', 'not below the level under it');
      if (below && l.betRequired < below.betRequired) at('betRequired', 'not below the level under it');
    });
    const seen = new Set<string>();
    t.levels.forEach((l, i) => {
      const name = l.name.toUpperCase();
      if (seen.has(name))
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'name'], message: 'names must differ' });
      seen.add(name);
    });
  });
export type SaveVipLevelsRequest = z.input<typeof saveVipLevelsRequest>;

export const operatorVipLevels = z.object({
  periodDays: z.number(),
  graceDays: z.number(),
  levels: z.array(vipLevel.extend({ players: z.number() })),
});
export type OperatorVipLevels = z.infer<typeof operatorVipLevels>;

/** A player's VIP standing and every change, newest first (the player page). */
export const playerVipResponse = z.object({
  periodDays: z.number(),
  level: z.number(),
  name: z.string(),
  deposits: z.number(),
  validBets: z.number(),
  below: z.object({ since: z.number(), relegationAt: z.number() }).nullable(),
  history: z.array(vipChange.extend({ note: z.string().nullable(), by: z.string().nullable() })),
});
export type PlayerVipResponse = z.infer<typeof playerVipResponse>;

/** Sets a player's level by hand, with the reason (audited; no upgrade bonus is paid). */
export const setPlayerVipRequest = playerRef.extend({
  requestId,
  level: z
    .number()
    .int()
    .min(0)
    .max(VIP_LEVELS_MAX - 1),
  reason: operatorReason,
});

export const operatorVipSchemas = {
  getVipLevels: { response: operatorVipLevels },
  saveVipLevels: { body: saveVipLevelsRequest, response: operatorVipLevels },
  playerVip: { query: playerRef, response: playerVipResponse },
  setPlayerVip: { body: setPlayerVipRequest, response: playerVipResponse },
} as const;

/** VIP ranks (issue 18): every role reads; the table needs `configure`, a player's level `playerStatus`. */
export const operatorVipRoutes = {
  getVipLevels: op<{ response: Out<typeof operatorVipLevels> }>('GET', '/ops/vip/levels'),
  saveVipLevels: op<{ body: In<typeof saveVipLevelsRequest>; response: Out<typeof operatorVipLevels> }>(
    'PUT',
    '/ops/vip/levels',
  ),
  playerVip: op<{ query: In<typeof playerRef>; response: Out<typeof playerVipResponse> }>(
    'GET',
    '/ops/players/vip',
  ),
  setPlayerVip: op<{ body: In<typeof setPlayerVipRequest>; response: Out<typeof playerVipResponse> }>(
    'POST',
    '/ops/players/vip',
  ),
} as const;
