import type { HOUSE_LIVE_GAMES } from '../house-vendor/house-rounds.service.js';

/**
 * The house's live tables. Every table deals on a shared clock: round `no` covers
 * [no × period, (no + 1) × period) since the Unix epoch, betting for the first `bettingMs` of it,
 * then the deal and its showing; so every player, process and restart agrees on the round by time.
 */
export interface LiveTable {
  /** The table's game code (the catalogue's and the operator settings'). */
  code: (typeof HOUSE_LIVE_GAMES)[number];
  name: string;
  bettingMs: number;
  dealMs: number;
}

export interface RoundTimes {
  no: bigint;
  opensAt: Date;
  closesAt: Date;
  nextAt: Date;
}

export const periodOf = (t: LiveTable) => t.bettingMs + t.dealMs;

/** The round open at `now` (betting or dealing). */
export function roundAt(t: LiveTable, now: number): RoundTimes {
  const period = periodOf(t);
  return timesOf(t, BigInt(Math.floor(now / period)));
}

export function timesOf(t: LiveTable, no: bigint): RoundTimes {
  const opens = Number(no) * periodOf(t);
  return {
    no,
    opensAt: new Date(opens),
    closesAt: new Date(opens + t.bettingMs),
    nextAt: new Date(opens + periodOf(t)),
  };
}

/** The house's tables: baccarat at the configured pace, and speed baccarat at about half of it. */
export const liveTables = (timing: { bettingSeconds: number; dealSeconds: number }): LiveTable[] => [
  {
    code: 'BACCARAT',
    name: 'Baccarat Royale',
    bettingMs: timing.bettingSeconds * 1000,
    dealMs: timing.dealSeconds * 1000,
  },
  {
    code: 'SPEEDBAC',
    name: 'Speed Baccarat',
    bettingMs: Math.max(3, Math.round(timing.bettingSeconds / 2)) * 1000,
    dealMs: Math.max(2, Math.round((timing.dealSeconds * 2) / 3)) * 1000,
  },
];
