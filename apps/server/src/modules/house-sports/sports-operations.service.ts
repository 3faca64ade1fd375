import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { RoundError } from '../house-vendor/house-rounds.service.js';
import { balancedLine, type MatchState } from './games/football-model.js';
import { SPORTS, type Book } from './sport-books.js';
import * as events from './sport-events.repo.js';
import { closeEvent } from './sports-settlement.js';
import { liveScoreOf } from './sports-feed.service.js';
import { publicEvent } from './sportsbook.service.js';

/** Why a fixture is refused (the operator's screen says it in words, line by line for a file). */
export type FixtureReason = 'header' | 'sport' | 'names' | 'kickoff' | 'xg';
/** A refused fixture: the refusal every caller sees (`sports.event.invalid`), with its reason. */
export class FixtureRefused extends RoundError {
  constructor(
    readonly reason: FixtureReason,
    message: string,
  ) {
    super('sports.event.invalid', message);
  }
}

/** A fixture as an operator enters it (or one line of an imported file). */
export interface FixtureInput {
  sport: string;
  league: string;
  home: string;
  away: string;
  /** Epoch milliseconds. */
  startsAt: number;
  /** Expected goals of each side over the match, e.g. 1.45. */
  homeXg: number;
  awayXg: number;
}

const NAME = /^[\p{L}\p{N} .,'&()·/-]{2,60}$/u;
/** The CSV columns of an import, in order. */
export const IMPORT_COLUMNS = ['sport', 'league', 'home', 'away', 'startsAt', 'homeXg', 'awayXg'] as const;

/**
 * The operator's side of the house sportsbook (decision 0058): fixtures created one by one or
 * imported from a file (all lines valid, or nothing is created), the live score of a match in play,
 * suspending its markets, settling it with the final score or voiding it.
 */
export class SportsOperations {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async list(q: {
    book: Book;
    status?: 'OPEN' | 'SETTLED' | 'VOID' | undefined;
    pageNo: number;
    pageSize: number;
  }) {
    const now = this.d.clock.now();
    const { rows, total } = await events.pageEvents(this.d.db, {
      book: q.book,
      status: q.status,
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    return {
      list: rows.map((e) => ({
        ...publicEvent(liveScoreOf(e, now), now),
        homeXg: e.home_xg / 100,
        awayXg: e.away_xg / 100,
      })),
      totalCount: total,
    };
  }

  async create(input: FixtureInput) {
    const [row] = await events.insertEvents(this.d.db, [this.fixture(input)]);
    return publicEvent(row!, this.d.clock.now());
  }

  /** Imports fixtures from CSV text (a header line, then one fixture a line): all or none. */
  async importCsv(text: string) {
    const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
    const header = (lines.shift() ?? '').split(',').map((h) => h.trim());
    if (IMPORT_COLUMNS.some((c, i) => header[i] !== c))
      return { created: 0, errors: [{ line: 1, reason: 'header' as const }] };
    const errors: { line: number; reason: FixtureReason }[] = [];
    const rows = lines.flatMap((line, i) => {
      const cells = line.split(',').map((c) => c.trim());
      try {
        return [
          this.fixture({
            sport: cells[0] ?? '',
            league: cells[1] ?? '',
            home: cells[2] ?? '',
            away: cells[3] ?? '',
            startsAt: Date.parse(cells[4] ?? ''),
            homeXg: Number(cells[5]),
            awayXg: Number(cells[6]),
          }),
        ];
      } catch (error) {
        if (!(error instanceof FixtureRefused)) throw error;
        errors.push({ line: i + 2, reason: error.reason });
        return [];
      }
    });
    if (errors.length || rows.length === 0) return { created: 0, errors };
    return { created: (await events.insertEvents(this.d.db, rows)).length, errors };
  }

  /** The score of a match in play (its markets reprice from it at once). */
  async score(id: string, home: number, away: number) {
    const e = await this.openEvent(id);
    if (home < e.home_goals || away < e.away_goals)
      throw new RoundError('sports.event.invalid', 'a score only goes up while the match is played');
    await events.setScore(this.d.db, id, home, away);
  }

  async suspend(id: string, suspended: boolean) {
    await this.openEvent(id);
    await events.setSuspended(this.d.db, id, suspended);
  }

  /** Settles a fixture with its final score (not before kick-off). */
  settle(id: string, home: number, away: number) {
    return this.openEvent(id).then((e) => {
      if (e.starts_at.getTime() > this.d.clock.now())
        throw new RoundError('sports.event.invalid', 'a match is settled after it has started');
      return closeEvent(this.d.db, id, { kind: 'SCORE', home, away }, new Date(this.d.clock.now()));
    });
  }

  async void(id: string) {
    await this.openEvent(id);
    return closeEvent(this.d.db, id, { kind: 'VOID' }, new Date(this.d.clock.now()));
  }

  private async openEvent(id: string) {
    const e = await events.findEvent(this.d.db, id);
    if (!e || e.status !== 'OPEN' || e.virtual)
      throw new RoundError('sports.event.invalid', 'no such open fixture (virtual ones run themselves)');
    return e;
  }

  private fixture(f: FixtureInput): events.NewSportEvent {
    if (f.sport !== 'FOOTBALL') throw new FixtureRefused('sport', 'the sport must be FOOTBALL');
    if (![f.league, f.home, f.away].every((n) => NAME.test(n)) || f.home === f.away)
      throw new FixtureRefused('names', 'league and two different teams of 2 to 60 characters');
    if (!Number.isFinite(f.startsAt) || f.startsAt < this.d.clock.now() + 60_000)
      throw new FixtureRefused('kickoff', 'the kick-off must be at least a minute ahead');
    const xg = [f.homeXg, f.awayXg].map((x) => Math.round(x * 100));
    if (xg.some((x) => !Number.isFinite(x) || x < 10 || x > 600))
      throw new FixtureRefused('xg', 'expected goals between 0.10 and 6.00');
    const state: MatchState = {
      homeXg: xg[0]! / 100,
      awayXg: xg[1]! / 100,
      homeGoals: 0,
      awayGoals: 0,
      elapsed: 0,
    };
    return {
      book: SPORTS.FOOTBALL.book,
      sport: 'FOOTBALL',
      league: f.league,
      home: f.home,
      away: f.away,
      starts_at: new Date(f.startsAt),
      duration_ms: SPORTS.FOOTBALL.durationMs,
      home_xg: xg[0]!,
      away_xg: xg[1]!,
      handicap_line: Math.round(balancedLine(state, 'HANDICAP') * 10),
      total_line: Math.round(balancedLine(state, 'TOTAL') * 10),
    };
  }
}
