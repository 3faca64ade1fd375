/**
 * Missions' fixed lists without zod (the web's cards and the back office's editor import them at
 * run time; missions.ts builds the schemas from the same values).
 */

/**
 * What a mission counts in its period (issue 17): valid bets (in one game category or all), the
 * player's successful deposits, or the days on which the player logged in. Progress comes from the
 * bet, deposit and login rows themselves (the scheduler recomputes it), never from the client.
 */
export const MISSION_TASKS = ['BET', 'DEPOSITS', 'LOGIN_DAYS'] as const;
export type MissionTask = (typeof MISSION_TASKS)[number];

/** A mission starts again every day or every week (Monday) of the report time zone. */
export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/** An operator's switch: a paused mission is hidden from players and counts nothing. */
export const MISSION_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** The player's state of a mission this period: counting, ready to claim, or claimed. */
export const MISSION_STATES = ['IN_PROGRESS', 'CLAIM', 'CLAIMED'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** Bounds (spec shows none: ours). */
export const MISSIONS_MAX = 50;
/** Deposits a mission may ask for in one period. */
export const MISSION_DEPOSITS_MAX = 100;
/** Login days: one a day, seven a week. */
export const missionLoginDaysMax = (period: MissionPeriod): number => (period === 'DAILY' ? 1 : 7);
export const MISSION_TURNOVER_MAX = 100;
/** Players the weekly leaderboard shows. */
export const MISSION_LEADERBOARD_SIZE = 20;

/** Whether a task's target is an amount of money (bets) or a count (deposits, login days). */
export const missionTargetIsAmount = (task: MissionTask): boolean => task === 'BET';
