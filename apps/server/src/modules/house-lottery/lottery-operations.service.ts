import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import type { LotteryGameDef } from './games/lottery-game.js';
import * as draws from './draws.repo.js';
import * as bets from './lottery-bets.repo.js';
import { LotteryError } from './lottery-error.js';
import { DEFAULT_CLOSE_SECONDS, fitsLayout } from './lottery-games.js';
import * as settings from './lottery-settings.repo.js';
import { publicDraw, type LotteryDraws } from './lottery-draws.service.js';
import { forgetTerms, offeredOdds, termsOf } from './lottery-terms.js';

const minor = (v: bigint) => v.toString();

/**
 * What an operator manages of the house lottery through the vendor's signed API: its terms per
 * play type (on/off, house edge, stake limits, exposure cap), the vendor's draw schedules, draws with
 * the operator's profit and loss, voiding a draw, and results entered by hand.
 */
export class LotteryOperations {
  constructor(
    private readonly d: {
      db: Db;
      games: ReadonlyMap<string, LotteryGameDef>;
      clock: Clock;
      draws: LotteryDraws;
    },
  ) {}

  private game(code: string) {
    const game = this.d.games.get(code);
    if (!game) throw new LotteryError('game.not.found', 'no such lottery game');
    return game;
  }

  async terms(merchantId: number) {
    const out = [];
    for (const game of this.d.games.values()) {
      const terms = await termsOf(this.d.db, merchantId, game);
      for (const p of game.playTypes) {
        const t = terms.get(p.code)!;
        out.push({
          game: game.code,
          group: game.group,
          playType: p.code,
          enabled: t.enabled,
          edgeBp: t.edgeBp,
          minBet: minor(t.minBet),
          maxBet: minor(t.maxBet),
          maxExposure: minor(t.maxExposure),
          odds: offeredOdds(game, p, t.edgeBp),
        });
      }
    }
    return out;
  }

  async setTerms(
    merchantId: number,
    s: {
      game: string;
      playType: string;
      enabled: boolean;
      edgeBp: number;
      minBet: bigint;
      maxBet: bigint;
      maxExposure: bigint;
    },
  ) {
    const game = this.game(s.game);
    if (!game.playTypes.some((p) => p.code === s.playType))
      throw new LotteryError('lottery.playtype.unknown', 'no such play type');
    if (s.maxBet < s.minBet) throw new LotteryError('bet.out.of.limits', 'the maximum is below the minimum');
    await settings.upsertPlaySetting(this.d.db, { merchantId, ...s });
    forgetTerms(merchantId, s.game);
    return (await this.terms(merchantId)).find((t) => t.game === s.game && t.playType === s.playType)!;
  }

  async schedules() {
    const own = new Map((await settings.schedules(this.d.db)).map((r) => [r.game_code, r]));
    return [...this.d.games.values()].map((g) => ({
      game: g.code,
      group: g.group,
      name: g.name,
      enabled: own.get(g.code)?.enabled ?? true,
      closeSeconds: own.get(g.code)?.close_seconds ?? DEFAULT_CLOSE_SECONDS[g.group],
      resultSource: own.get(g.code)?.result_source ?? 'HOUSE',
      // The result's tiers, in order: what an operator types in for a hand-entered result.
      layout: g.layout.map((t) => ({ tier: t.tier, count: t.count, digits: t.digits })),
      next: g
        .nextDraws(new Date(this.d.clock.now()), 3)
        .map((n) => ({ issue: n.issue, drawAt: n.drawAt.getTime() })),
    }));
  }

  /** Draws already scheduled keep their times; the new closing time applies to draws scheduled after. */
  async setSchedule(s: {
    game: string;
    enabled: boolean;
    closeSeconds: number;
    resultSource: 'HOUSE' | 'FEED' | 'MANUAL';
  }) {
    this.game(s.game);
    await settings.upsertSchedule(this.d.db, s);
    return (await this.schedules()).find((x) => x.game === s.game)!;
  }

  /** A game's draws, newest first, with this operator's stakes and payouts on each. */
  async draws(merchantId: number, q: { game: string; pageNo: number; pageSize: number }) {
    this.game(q.game);
    const { rows, total } = await draws.listDraws(this.d.db, {
      game: q.game,
      drawnOnly: false,
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    const profit = new Map(
      (
        await bets.drawProfit(
          this.d.db,
          merchantId,
          q.game,
          rows.map((r) => r.issue),
        )
      ).map((p) => [p.issue, p]),
    );
    return {
      totalCount: total,
      draws: rows.map((r) => {
        const p = profit.get(r.issue);
        const stake = BigInt(p?.stake ?? 0);
        const payout = BigInt(p?.payout ?? 0);
        return {
          ...publicDraw(r),
          bets: Number(p?.bets ?? 0),
          stake: minor(stake),
          payout: minor(payout),
          profit: minor(stake - payout),
        };
      }),
    };
  }

  /** Voids a draw not yet settled: every pending bet on it is refunded (all operators'). */
  async voidDraw(game: string, issue: string) {
    this.game(game);
    return this.d.db.transaction().execute(async (trx) => {
      const voided = await draws.markVoid(trx, game, issue);
      if (!voided) throw new LotteryError('lottery.draw.closed', 'this draw is settled or already void');
      const refunded = await bets.voidDrawBets(trx, game, issue, new Date(this.d.clock.now()));
      return { draw: publicDraw(voided), refunded };
    });
  }

  /** A result entered by operators (the platform holds the second operator's approval). */
  async enterResult(game: string, issue: string, result: string[]) {
    const def = this.game(game);
    const shapeOk = def.group !== 'ELOTT' && fitsLayout(def, result);
    if (!shapeOk) throw new LotteryError('lottery.content.invalid', 'the result does not fit the game');
    const row = await draws.findDraw(this.d.db, game, issue);
    if (row?.source === 'HOUSE')
      throw new LotteryError('lottery.draw.closed', 'the house draws this game itself');
    if (!row || new Date(row.draw_at).getTime() > this.d.clock.now())
      throw new LotteryError('lottery.draw.closed', 'this draw has not taken place yet');
    const drawn = await this.d.draws.recordResult(game, issue, result, 'MANUAL');
    if (!drawn) throw new LotteryError('lottery.draw.closed', 'this draw already has a result');
    return { draw: publicDraw(drawn) };
  }
}
