import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants.js';
import { GAME_CATEGORIES } from '../games/categories.js';
import { MISSION_PERIODS, MISSION_STATES, MISSION_TASKS } from './mission-rules.js';

export * from './mission-rules.js';

export const missionTask = z.enum(MISSION_TASKS);
export const missionPeriod = z.enum(MISSION_PERIODS);
export const missionId = z.number().int().positive().max(MAX_SERIAL_ID);

/**
 * One mission as the player sees it this period. `target` and `progress` are amounts for BET and
 * counts otherwise (`missionTargetIsAmount`); the title is written by the site from the task, so
 * every mission reads in every language ("Bet P 500 on slots", "Deposit twice", "Log in 5 days").
 */
export const missionCard = z.object({
  id: z.number(),
  task: missionTask,
  /** BET: the category counted; null = every category. */
  category: z.enum(GAME_CATEGORIES).nullable(),
  period: missionPeriod,
  target: z.number(),
  /** Never above the target (the bar is full at 100 %). */
  progress: z.number(),
  reward: z.number(),
  turnoverMultiple: z.number(),
  state: z.enum(MISSION_STATES),
  /** When this period ends and the mission starts again (a CLAIM left open ends with it). */
  periodEndsAt: z.number(),
});
export type MissionCard = z.infer<typeof missionCard>;

export const missionSummaryResponse = z.object({
  list: z.array(missionCard),
  /** Missions ready to claim: the member centre's badge. */
  claimable: z.number(),
  /** When progress was last brought up to date from bets, deposits and logins (null: never). */
  updatedAt: z.number().nullable(),
});
export type MissionSummaryResponse = z.infer<typeof missionSummaryResponse>;

export const claimMissionRequest = z.object({ id: missionId });
export const claimMissionResult = z.object({
  missionId: z.number(),
  amount: z.number(),
  turnoverRequired: z.number(),
  /** Missions still ready to claim after this one (the badge). */
  claimable: z.number(),
});
export type ClaimMissionResult = z.infer<typeof claimMissionResult>;

/** This week's most diligent players: missions completed, with masked names. */
export const missionLeaderboardEntry = z.object({
  rank: z.number(),
  username: z.string(),
  completed: z.number(),
  rewards: z.number(),
});
export type MissionLeaderboardEntry = z.infer<typeof missionLeaderboardEntry>;
export const missionLeaderboardResponse = z.object({
  weekStartsAt: z.number(),
  list: z.array(missionLeaderboardEntry),
  /** The player's own line when a token was sent (rank null: no mission completed this week). */
  me: z.object({ rank: z.number().nullable(), completed: z.number(), rewards: z.number() }).nullable(),
});
export type MissionLeaderboardResponse = z.infer<typeof missionLeaderboardResponse>;
