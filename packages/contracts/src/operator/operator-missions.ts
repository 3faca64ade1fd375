import { z } from 'zod';
import { GAME_CATEGORIES } from '../games/categories.js';
import {
  MISSION_DEPOSITS_MAX,
  MISSION_PERIODS,
  MISSION_STATUSES,
  MISSION_TASKS,
  MISSION_TURNOVER_MAX,
  missionLoginDaysMax,
} from '../missions/mission-rules.js';
import { missionId } from '../missions/missions.js';
import { amount } from '../wallet/amount.js';
import { op } from './operator.js';

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.output<S>;

/**
 * A mission's definition: the task, its target (an amount for BET, a count otherwise), the reward
 * and its turnover multiple. Saving a changed target applies from the next recount on; rewards
 * already paid stay paid.
 */
export const saveMissionRequest = z
  .object({
    id: missionId.optional(),
    task: z.enum(MISSION_TASKS),
    category: z.enum(GAME_CATEGORIES).nullable().default(null),
    period: z.enum(MISSION_PERIODS),
    target: z.number().positive().finite(),
    reward: amount,
    turnoverMultiple: z.number().int().min(0).max(MISSION_TURNOVER_MAX).default(1),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .superRefine((m, ctx) => {
    const target = (message: string) => ctx.addIssue({ code: 'custom', path: ['target'], message });
    if (m.task === 'BET') {
      if (!amount.safeParse(m.target).success) target('an amount');
    } else {
      if (m.category !== null) ctx.addIssue({ code: 'custom', path: ['category'], message: 'bets only' });
      const max = m.task === 'DEPOSITS' ? MISSION_DEPOSITS_MAX : missionLoginDaysMax(m.period);
      if (!Number.isInteger(m.target) || m.target > max) target(`a whole number up to ${max}`);
    }
  });
export type SaveMissionRequest = z.input<typeof saveMissionRequest>;

export const operatorMission = z.object({
  id: z.number(),
  task: z.enum(MISSION_TASKS),
  category: z.enum(GAME_CATEGORIES).nullable(),
  period: z.enum(MISSION_PERIODS),
  target: z.number(),
  reward: z.number(),
  turnoverMultiple: z.number(),
  sort: z.number(),
  status: z.enum(MISSION_STATUSES),
  /** This period: players with progress, players who completed it, rewards claimed. */
  players: z.number(),
  completed: z.number(),
  claimed: z.number(),
  /** Paid by this mission in all (the cost report). */
  paidTotal: z.number(),
  updatedAt: z.number(),
});
export type OperatorMission = z.infer<typeof operatorMission>;
export const operatorMissionList = z.object({ list: z.array(operatorMission) });

export const setMissionStatusRequest = z.object({ id: missionId, status: z.enum(MISSION_STATUSES) });

export const operatorMissionSchemas = {
  listMissions: { response: operatorMissionList },
  saveMission: { body: saveMissionRequest, response: operatorMission },
  setMissionStatus: { body: setMissionStatusRequest, response: operatorMission },
} as const;

/** Missions (issue 17): every role reads; saving and pausing need `configure`. All audited. */
export const operatorMissionRoutes = {
  listMissions: op<{ response: Out<typeof operatorMissionList> }>('GET', '/ops/missions'),
  /** Creates (no id) or replaces a mission. */
  saveMission: op<{ body: In<typeof saveMissionRequest>; response: Out<typeof operatorMission> }>(
    'POST',
    '/ops/missions',
  ),
  setMissionStatus: op<{ body: In<typeof setMissionStatusRequest>; response: Out<typeof operatorMission> }>(
    'POST',
    '/ops/missions/status',
  ),
} as const;
