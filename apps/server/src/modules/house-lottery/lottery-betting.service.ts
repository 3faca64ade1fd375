import type {
  LotteryGame,
  LotteryOrder,
  LotterySessionResponse,
  ordersQuery as OrdersQuerySchema,
  PlaceBetsBody,
} from '@bet/contracts/lottery/bets';
import type { z } from 'zod';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import { findGameSession, openGameSession } from '../house-vendor/game-sessions.js';
import { returnAllowance, spendAllowance } from '../house-vendor/play-allowances.repo.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import { parseContent, type LotteryGameDef } from './games/lottery-game.js';
import * as draws from './draws.repo.js';
import * as bets from './lottery-bets.repo.js';
import { LotteryError } from './lottery-error.js';
import { DEFAULT_CLOSE_SECONDS } from './lottery-games.js';
import * as settings from './lottery-settings.repo.js';
import { offeredOdds, pickOddsE4, termsOf } from './lottery-terms.js';
import { publicDraw } from './lottery-draws.service.js';

/** The house lottery's vendor code: its wallet at the house vendor is `HLOTT:<player>`. */
export const LOTTERY_VENDOR = 'HLOTT';
export const LOTTERY_SESSION_GAME = 'HLOTT';

export interface LotterySession {
  merchantId: number;
  player: string;
  demo: boolean;
}

export const lotteryWallet = (s: Pick<LotterySession, 'player' | 'demo'>) =>
  `${s.demo ? 'demo:' : ''}${LOTTERY_VENDOR}:${s.player}`;

/**
 * A player's side of the house lottery (decision 0041): sessions opened by a launch, the games
 * with this operator's odds and limits, slips placed on open draws (one transaction: the lottery
 * wallet debited, each pick's exposure within its cap, the orders recorded), cancellations
 * before close, and the orders list.
 */
export class LotteryBetting {
  constructor(private readonly d: { db: Db; games: ReadonlyMap<string, LotteryGameDef>; clock: Clock }) {}

  async openSession(input: {
    merchantId: number;
    player: string;
    demo: boolean;
    allowance?: PlayAllowance | undefined;
  }): Promise<string> {
    return openGameSession(this.d.db, {
      ...input,
      game: LOTTERY_SESSION_GAME,
      demoWallet: lotteryWallet(input),
      now: this.d.clock.now(),
    });
  }

  /** Sessions are read at every bet: kept 10 s (they last 12 h; a found one cannot change). */
  private readonly sessions = new TtlCache<string, LotterySession>(10_000, 100_000);

  session(token: string | undefined): Promise<LotterySession> {
    if (!token) return Promise.reject(new LotteryError('game.session.invalid', 'no lottery session'));
    return this.sessions.get(token, async () => {
      const row = await findGameSession(this.d.db, token, this.d.clock.now());
      if (!row || row.game_code !== LOTTERY_SESSION_GAME)
        throw new LotteryError('game.session.invalid', 'the lottery session has ended');
      return { merchantId: row.merchant_id, player: row.player, demo: row.demo };
    });
  }

  async describe(token: string | undefined): Promise<LotterySessionResponse> {
    const s = await this.session(token);
    const schedules = new Map((await settings.schedules(this.d.db)).map((r) => [r.game_code, r]));
    const games: LotteryGame[] = [];
    for (const game of this.d.games.values()) {
      const schedule = schedules.get(game.code);
      if (schedule && !schedule.enabled) continue;
      const terms = await termsOf(this.d.db, s.merchantId, game);
      const playTypes = game.playTypes
        .filter((p) => terms.get(p.code)!.enabled)
        .map((p) => {
          const t = terms.get(p.code)!;
          return {
            code: p.code,
            shape:
              p.shape.kind === 'choice'
                ? { kind: 'choice' as const, options: [...p.shape.options] }
                : p.shape,
            odds: offeredOdds(game, p, t.edgeBp),
            minBet: fromMinor(t.minBet),
            maxBet: fromMinor(t.maxBet),
          };
        });
      if (playTypes.length === 0) continue;
      games.push({
        code: game.code,
        group: game.group,
        name: game.name,
        layout: game.layout.map((l) => ({ ...l })),
        defaultPlayType: game.defaultPlayType,
        closeSeconds: schedule?.close_seconds ?? DEFAULT_CLOSE_SECONDS[game.group],
        playTypes,
      });
    }
    return { demo: s.demo, balance: fromMinor(await this.balance(s)), games };
  }

  private async balance(s: LotterySession): Promise<bigint> {
    const row = await wallets.findWalletBalance(this.d.db, s.merchantId, lotteryWallet(s));
    return BigInt(row?.balance ?? 0n);
  }

  async place(token: string | undefined, body: PlaceBetsBody) {
    const s = await this.session(token);
    const game = this.d.games.get(body.game);
    if (!game) throw new LotteryError('game.not.found', 'no such lottery game');
    const terms = await termsOf(this.d.db, s.merchantId, game);
    const lines = body.lines.map((line) => {
      const playType = game.playTypes.find((p) => p.code === line.playType);
      const t = playType && terms.get(playType.code);
      if (!playType || !t?.enabled) throw new LotteryError('lottery.playtype.unknown', 'no such play type');
      const picks = parseContent(playType, line.content);
      if (!picks) throw new LotteryError('lottery.content.invalid', `invalid content for ${playType.code}`);
      const unitPrice = toMinor(line.unitPrice);
      const stake = unitPrice * BigInt(picks.length) * BigInt(line.multiple);
      if (stake < t.minBet || stake > t.maxBet)
        throw new LotteryError('bet.out.of.limits', 'stake out of limits');
      const odds = Object.fromEntries(picks.map((p) => [p, pickOddsE4(game, playType, p, t.edgeBp)]));
      return { line, playType, terms: t, picks, unitPrice, stake, odds };
    });
    const issues = body.chase?.issues ?? 1;
    // The player's limits, as the platform sent them at launch (decision 0063): the whole slip,
    // every chased issue, counts as staked and as possibly lost until its draws pay.
    const allowance = {
      merchantId: s.merchantId,
      player: s.player,
      stake: lines.reduce((sum, l) => sum + l.stake, 0n) * BigInt(issues),
    };
    if (
      !s.demo &&
      (await spendAllowance(this.d.db, { ...allowance, payout: 0n, now: new Date(this.d.clock.now()) })) ===
        'REFUSED'
    )
      throw new LotteryError('rg.limit.reached', 'this slip goes over a limit the player set');
    const placed = await bets
      .placeSlip(this.d.db, {
        merchantId: s.merchantId,
        player: s.player,
        wallet: lotteryWallet(s),
        demo: s.demo,
        game: game.code,
        issue: body.issue,
        issues,
        stopOnWin: body.chase?.stopOnWin ?? false,
        now: new Date(this.d.clock.now()),
        lines: lines.map((l) => ({
          playType: l.playType.code,
          content: l.picks.join(','),
          units: l.picks.length,
          unitPrice: l.unitPrice,
          multiple: l.line.multiple,
          stake: l.stake,
          odds: Object.fromEntries(Object.entries(l.odds).map(([p, o]) => [p, Number(o)])),
          cap: l.terms.maxExposure,
          exposure: l.picks.map((p) => ({
            pick: p,
            liability: liabilityOf(l.unitPrice, l.line.multiple, l.odds[p]!, l.playType.maxWins(p)),
          })),
        })),
      })
      .catch(async (err: unknown) => {
        // Not placed: what it counted against the allowance is given back.
        if (!s.demo) await returnAllowance(this.d.db, allowance);
        const refusal = bets.slipRefusal(err);
        throw refusal ? new LotteryError(refusal, SLIP_REFUSED[refusal]) : err;
      });
    const chase = body.chase ? { issues, stopOnWin: body.chase.stopOnWin } : undefined;
    return {
      orders: placed.rows.map((r) => toOrder(r, chase)),
      balance: fromMinor(placed.balance),
    };
  }

  async cancel(token: string | undefined, orderId: string) {
    const s = await this.session(token);
    if (!/^[0-9]{1,18}$/.test(orderId))
      throw new LotteryError('lottery.order.not.cancellable', 'no such order');
    const balance = await this.d.db.transaction().execute(async (trx) => {
      const cancelled = await bets.cancelBet(trx, {
        merchantId: s.merchantId,
        player: s.player,
        id: BigInt(orderId),
        now: new Date(this.d.clock.now()),
      });
      if (!cancelled)
        throw new LotteryError('lottery.order.not.cancellable', 'this order can no longer be cancelled');
      // The cancelled bet gives its room back: placing and cancelling cannot block a number.
      const playType = this.d.games
        .get(cancelled.game_code)
        ?.playTypes.find((p) => p.code === cancelled.play_type);
      if (playType && !s.demo)
        await bets.releaseExposure(
          trx,
          {
            merchantId: s.merchantId,
            game: cancelled.game_code,
            issue: cancelled.issue,
            playType: playType.code,
          },
          cancelled.content.split(',').map((pick) => ({
            pick,
            liability: liabilityOf(
              BigInt(cancelled.unit_price),
              cancelled.multiple,
              BigInt(cancelled.odds[pick] ?? 0),
              playType.maxWins(pick),
            ),
          })),
        );
      const row = await wallets.addToBalanceIfCovered(
        trx,
        s.merchantId,
        cancelled.wallet,
        BigInt(cancelled.stake),
      );
      return BigInt(row!.balance);
    });
    const order = (await bets.findBet(this.d.db, s.merchantId, s.player, BigInt(orderId)))!;
    const [chase] = await bets.chaseSizes(this.d.db, order.chase_id ? [BigInt(order.chase_id)] : []);
    return {
      order: toOrder(order, chase ? { issues: chase.issues, stopOnWin: chase.stop_on_win } : undefined),
      balance: fromMinor(balance),
    };
  }

  async orders(token: string | undefined, q: z.output<typeof OrdersQuerySchema>) {
    const s = await this.session(token);
    const { rows, total } = await bets.listOrders(this.d.db, {
      merchantId: s.merchantId,
      player: s.player,
      demo: s.demo,
      ...(q.game ? { game: q.game } : {}),
      ...(q.status ? { status: q.status } : {}),
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
    const chases = new Map(
      (
        await bets.chaseSizes(this.d.db, [
          ...new Set(rows.flatMap((r) => (r.chase_id ? [BigInt(r.chase_id)] : []))),
        ])
      ).map((c) => [String(c.id), { issues: c.issues, stopOnWin: c.stop_on_win }]),
    );
    const drawRows = await Promise.all(rows.map((r) => draws.findDraw(this.d.db, r.game_code, r.issue)));
    return {
      orders: rows.map((r, i) => ({
        ...toOrder(r, r.chase_id ? chases.get(String(r.chase_id)) : undefined),
        draw: drawRows[i] ? publicDraw(drawRows[i]) : null,
      })),
      totalCount: total,
    };
  }
}

const SLIP_REFUSED: Record<bets.SlipRefusal, string> = {
  'lottery.draw.closed': 'betting on this issue is closed',
  'balance.insufficient': 'the lottery wallet holds less than the stake',
  'lottery.exposure.full': 'a number of this bet is sold out on this issue',
};

/** The most one pick of a bet can pay in one draw: what it holds of the pick's exposure cap. */
const liabilityOf = (unitPrice: bigint, multiple: number, oddsE4: bigint, maxWins: number) =>
  (unitPrice * BigInt(multiple) * oddsE4 * BigInt(maxWins)) / 10_000n;

function toOrder(r: bets.BetRow, chase: { issues: number; stopOnWin: boolean } | undefined): LotteryOrder {
  return {
    id: String(r.id),
    game: r.game_code,
    issue: r.issue,
    playType: r.play_type,
    content: r.content,
    units: r.units,
    unitPrice: fromMinor(BigInt(r.unit_price)),
    multiple: r.multiple,
    stake: fromMinor(BigInt(r.stake)),
    payout: fromMinor(BigInt(r.payout)),
    status: r.status,
    createdAt: new Date(r.created_at).getTime(),
    settledAt: r.settled_at ? new Date(r.settled_at).getTime() : null,
    chase:
      r.chase_id && chase
        ? { id: String(r.chase_id), index: r.chase_index ?? 1, of: chase.issues, stopOnWin: chase.stopOnWin }
        : null,
  };
}
