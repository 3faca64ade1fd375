import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { commitOf, fairRng, newSeed } from '../house-lottery/games/fair-draw.js';
import { balancedLine, type MatchState } from './games/football-model.js';
import { scoreAt, virtualGoals, type Goal } from './games/virtual-match.js';
import { SPORTS, type Sport } from './sport-books.js';
import * as events from './sport-events.repo.js';
import { closeEvent } from './sports-settlement.js';
import type { Rng } from '../house-vendor/games/rng.js';

/**
 * The simulated feed's leagues: a kick-off every `everyMs` (aligned to the epoch) with `matches`
 * fixtures between distinct teams, created `slotsAhead` slots before kick-off for pre-match betting.
 */
export const VIRTUAL_LEAGUES: {
  sport: Sport;
  league: string;
  everyMs: number;
  matches: number;
  xg: { home: [number, number]; away: [number, number] };
  teams: readonly string[];
}[] = [
  {
    sport: 'VFOOTBALL',
    league: 'Virtual Premier League',
    everyMs: 4 * 60_000,
    matches: 3,
    xg: { home: [0.8, 2.2], away: [0.6, 1.8] },
    teams: [
      'Manila Royals',
      'Cebu Mariners',
      'Davao Eagles',
      'Iloilo Storm',
      'Baguio Pines',
      'Laguna Lakers',
      'Bohol Tarsiers',
      'Pampanga Giants',
    ],
  },
  {
    sport: 'ESOCCER',
    league: 'eSoccer Battle · 2×4 min',
    everyMs: 3 * 60_000,
    matches: 2,
    xg: { home: [1.5, 3.2], away: [1.3, 3.0] },
    teams: ['Madrid (Ace)', 'Milan (Kray)', 'Paris (Nomad)', 'Munich (Volt)', 'London (Rook)', 'Turin (Zed)'],
  },
];
const SLOTS_AHEAD = 3;

/** A fixed-point expected goals (hundredths) inside the range, from the seed. */
const xgIn = (rng: Rng, [lo, hi]: [number, number]) =>
  Math.round(lo * 100) + rng.randomInt(Math.round((hi - lo) * 100) + 1);

/**
 * The virtual matches of one slot, all from the slot's committed seed: the teams paired from a
 * shuffle, each side's expected goals, then each match's goals (virtual-match.ts), in that order of
 * draws from fairRng(seed, league, kick-off ISO time). Anyone with the seed can replay the slot.
 */
export function virtualSlot(league: (typeof VIRTUAL_LEAGUES)[number], startsAt: Date, seed: string) {
  const rng = fairRng(seed, league.league, startsAt.toISOString());
  const teams = [...league.teams];
  for (let i = teams.length - 1; i > 0; i--) {
    const j = rng.randomInt(i + 1);
    [teams[i], teams[j]] = [teams[j]!, teams[i]!];
  }
  return Array.from({ length: league.matches }, (_, m) => {
    const homeXg = xgIn(rng, league.xg.home);
    const awayXg = xgIn(rng, league.xg.away);
    const goals = virtualGoals(rng, homeXg / 100, awayXg / 100);
    const state: MatchState = {
      homeXg: homeXg / 100,
      awayXg: awayXg / 100,
      homeGoals: 0,
      awayGoals: 0,
      elapsed: 0,
    };
    return {
      book: SPORTS[league.sport].book,
      sport: league.sport,
      league: league.league,
      home: teams[2 * m]!,
      away: teams[2 * m + 1]!,
      starts_at: startsAt,
      duration_ms: SPORTS[league.sport].durationMs,
      home_xg: homeXg,
      away_xg: awayXg,
      handicap_line: Math.round(balancedLine(state, 'HANDICAP') * 10),
      total_line: Math.round(balancedLine(state, 'TOTAL') * 10),
      virtual_key: `${league.league}:${startsAt.toISOString()}:${m}`,
      seed,
      commit: commitOf(seed),
      goals,
    };
  });
}

/** A virtual match's score at `now`: its goals up to the current minute (a real fixture: as entered). */
export function liveScoreOf(e: events.SportEventRow, now: number): events.SportEventRow {
  if (!e.virtual || !e.goals || e.status !== 'OPEN') return e;
  const minute = Math.floor(((now - e.starts_at.getTime()) / e.duration_ms) * 90);
  const score = scoreAt(e.goals as Goal[], minute);
  return { ...e, home_goals: score.home, away_goals: score.away };
}

/** The simulated feed (decision 0058), run by the `run-sports-feed` job every few seconds. */
export class SportsFeed {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async run(): Promise<{ created: number; settled: number }> {
    const now = this.d.clock.now();
    let created = 0;
    for (const league of VIRTUAL_LEAGUES) {
      const next = Math.ceil(now / league.everyMs) * league.everyMs;
      const have = new Set(
        (await events.virtualStartsFrom(this.d.db, league.league, new Date(next))).map((d) => d.getTime()),
      );
      const rows = [];
      for (let k = 0; k < SLOTS_AHEAD; k++) {
        const at = next + k * league.everyMs;
        if (!have.has(at)) rows.push(...virtualSlot(league, new Date(at), newSeed()));
      }
      if (rows.length) created += await events.insertVirtualsOnce(this.d.db, rows);
    }
    let settled = 0;
    for (const e of await events.finishedVirtuals(this.d.db, new Date(now))) {
      const final = scoreAt((e.goals ?? []) as Goal[], 90);
      await closeEvent(this.d.db, e.id, { kind: 'SCORE', home: final.home, away: final.away }, new Date(now));
      settled++;
    }
    return { created, settled };
  }
}
