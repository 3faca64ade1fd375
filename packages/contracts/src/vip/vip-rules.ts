import { VIP_RANK_LEVEL_ABOVE } from '../constants.js';

/**
 * VIP ranks (issue 18, decision 0055), zod-free for the web. Level 0 is every new player's; a level
 * is reached when the player's deposits and valid bets over the merchant's rolling period both
 * reach its thresholds, and kept while they do (below them, the player keeps the level for the
 * grace days, then drops to the level their figures reach).
 */
export const VIP_LEVELS_MAX = 11; // VIP0 … VIP10
export const VIP_PERIOD_DAYS_MAX = 365;
export const VIP_GRACE_DAYS_MAX = 90;
/** Rebate in basis points of valid bets (100 = 1 %), at most 3 %. */
export const VIP_REBATE_BP_MAX = 300;

/** Spec §4/§9: a rank level above 4 gets VIP customer service instead of live chat. */
export const hasVipService = (level: number): boolean => level > VIP_RANK_LEVEL_ABOVE;

/** Why a player's level changed (their history). */
export const VIP_CHANGE_REASONS = ['PROMOTED', 'RELEGATED', 'OPERATOR'] as const;
export type VipChangeReason = (typeof VIP_CHANGE_REASONS)[number];

/** The thresholds a level needs (minor units). */
export interface VipThresholds {
  level: number;
  depositRequired: bigint;
  betRequired: bigint;
}

/** The highest level whose thresholds the figures reach (levels sorted by level, level 0 first). */
export function qualifyingLevel(levels: readonly VipThresholds[], deposits: bigint, bets: bigint): number {
  let reached = 0;
  for (const l of levels) if (deposits >= l.depositRequired && bets >= l.betRequired) reached = l.level;
  return reached;
}
