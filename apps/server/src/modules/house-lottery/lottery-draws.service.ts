import type { LotteryDraw } from '@bet/contracts/lottery/draws';
import type { LotteryResultsFeed } from '../../adapters/lottery-results/results-feed.js';
import type { Bus } from '../../adapters/redis/bus.js';
import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { commitOf, fairRng, newSeed } from './games/fair-draw.js';
import type { LotteryGameDef } from './games/lottery-game.js';
import * as draws from './draws.repo.js';
import { DEFAULT_CLOSE_SECONDS, DRAWS_AHEAD, fitsLayout } from './lottery-games.js';
import * as settings from './lottery-settings.repo.js';
import { settleDraw } from './settle-draw.js';

export const LOTTERY_DRAWS_CHANNEL = 'lottery.draws';
/** Draws made per run at most: a server back after a long stop catches up over a few runs. */
const DRAWS_PER_RUN = 500;

/** A draw as the public sees it: the seed only once the result is out. */
export const publicDraw = (d: draws.DrawRow): LotteryDraw => ({
  game: d.game_code,
  issue: d.issue,
  status: d.status,
  closeAt: new Date(d.close_at).getTime(),
  drawAt: new Date(d.draw_at).getTime(),
  commit: d.commit,
  seed: d.status === 'DRAWN' || d.status === 'SETTLED' ? d.seed : null,
  result: d.result,
  source: d.source,
});

/**
 * The draw cycle of every house lottery game (decision 0041), run by the `run-lottery-draws` job:
 * schedule the next draws with their seed committed, close betting, draw on time from the seed,
 * settle each draw's bets. Every step is a guarded state change (OPEN → CLOSED → DRAWN → SETTLED),
 * so a run repeated or taken over halfway by another process changes nothing twice.
 */
export class LotteryDraws {
  constructor(
    private readonly d: {
      db: Db;
      games: ReadonlyMap<string, LotteryGameDef>;
      clock: Clock;
      bus: Bus;
      /** The source of `FEED` results (none: such draws wait for one, or are voided). */
      feed?: LotteryResultsFeed | undefined;
      log?: { warn(obj: object, msg: string): void };
    },
  ) {}

  async run(): Promise<{ scheduled: number; closed: number; drawn: number; settled: number }> {
    const scheduled = await this.scheduleAhead();
    const closed = await this.closeDue();
    const drawn = await this.drawDue();
    const settled = await this.settleDrawn();
    return { scheduled, closed, drawn, settled };
  }

  /** Keeps `DRAWS_AHEAD` draws of every enabled game scheduled, each with a fresh committed seed. */
  async scheduleAhead(): Promise<number> {
    const now = new Date(this.d.clock.now());
    const [latest, schedules] = await Promise.all([
      draws.latestDrawTimes(this.d.db, now),
      settings.schedules(this.d.db),
    ]);
    const lastOf = new Map(latest.map((l) => [l.game_code, l]));
    const scheduleOf = new Map(schedules.map((s) => [s.game_code, s]));
    let count = 0;
    for (const game of this.d.games.values()) {
      const schedule = scheduleOf.get(game.code);
      if (schedule && !schedule.enabled) continue;
      const last = lastOf.get(game.code);
      const open = Number(last?.open ?? 0);
      if (open >= DRAWS_AHEAD / 2) continue;
      const from = last && new Date(last.last) > now ? new Date(last.last) : now;
      const closeMs = (schedule?.close_seconds ?? DEFAULT_CLOSE_SECONDS[game.group]) * 1000;
      const source = schedule?.result_source ?? 'HOUSE';
      const rows = game.nextDraws(from, DRAWS_AHEAD - open).map((next) => {
        // Only the house draws from a seed; a feed's or operators' result has nothing to commit to.
        const seed = source === 'HOUSE' ? newSeed() : null;
        return {
          game: game.code,
          issue: next.issue,
          drawAt: next.drawAt,
          closeAt: new Date(next.drawAt.getTime() - closeMs),
          seed,
          commit: seed ? commitOf(seed) : null,
          source,
        };
      });
      await draws.insertDraws(this.d.db, rows);
      count += rows.length;
    }
    return count;
  }

  async closeDue(): Promise<number> {
    const closed = await draws.closeDue(this.d.db, new Date(this.d.clock.now()));
    for (const row of closed) this.announce(row);
    return closed.length;
  }

  /** Draws every house draw whose time has come, from its committed seed. */
  async drawDue(): Promise<number> {
    const now = new Date(this.d.clock.now());
    const due = await draws.listDueDraws(this.d.db, 'HOUSE', now, DRAWS_PER_RUN);
    let count = 0;
    for (const row of due) {
      const game = this.d.games.get(row.game_code);
      if (!game || !row.seed) continue;
      const result = [...game.draw(fairRng(row.seed, row.game_code, row.issue))];
      const drawn = await draws.markDrawn(this.d.db, {
        game: row.game_code,
        issue: row.issue,
        result,
        source: 'HOUSE',
        now,
      });
      if (drawn) {
        count++;
        this.announce(drawn);
      }
    }
    return count + (await this.fetchDue(now));
  }

  /** Asks the results feed for the due draws of games whose results come from it. */
  private async fetchDue(now: Date): Promise<number> {
    const feed = this.d.feed;
    if (!feed) return 0;
    let count = 0;
    for (const row of await draws.listDueDraws(this.d.db, 'FEED', now, DRAWS_PER_RUN)) {
      const game = this.d.games.get(row.game_code);
      const result =
        game && (await feed.resultOf({ game: row.game_code, issue: row.issue, drawAt: row.draw_at }));
      if (!game || !result) continue;
      if (!fitsLayout(game, result)) {
        this.d.log?.warn(
          { game: row.game_code, issue: row.issue },
          'lottery results feed answered a malformed result',
        );
        continue;
      }
      if (await this.recordResult(row.game_code, row.issue, result, 'FEED')) count++;
    }
    return count;
  }

  /** Records a result from a feed or from operators (two of them: see the operator service). */
  async recordResult(game: string, issue: string, result: string[], source: 'FEED' | 'MANUAL') {
    const drawn = await draws.markDrawn(this.d.db, {
      game,
      issue,
      result,
      source,
      now: new Date(this.d.clock.now()),
    });
    if (drawn) this.announce(drawn);
    return drawn;
  }

  /** Settles every drawn draw: each bet once, then the draw is marked settled. */
  async settleDrawn(): Promise<number> {
    let count = 0;
    for (const row of await draws.listDrawnUnsettled(this.d.db, DRAWS_PER_RUN)) {
      const game = this.d.games.get(row.game_code);
      if (!game || !row.result) continue;
      await settleDraw(this.d.db, game, row, () => new Date(this.d.clock.now()));
      const settled = await draws.markSettled(
        this.d.db,
        row.game_code,
        row.issue,
        new Date(this.d.clock.now()),
      );
      if (settled) {
        count++;
        this.announce(settled);
      }
    }
    return count;
  }

  private announce(row: draws.DrawRow) {
    this.d.bus.publish(LOTTERY_DRAWS_CHANNEL, { type: 'draw', draw: publicDraw(row) });
  }
}
