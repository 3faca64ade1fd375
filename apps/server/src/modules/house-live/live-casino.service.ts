import type { Bus } from '../../adapters/redis/bus.js';
import type { PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { commitOf, fairRng, newSeed } from '../house-lottery/games/fair-draw.js';
import { feedPage, parseFeedCursor } from '../house-vendor/bets-feed.js';
import { parseStake } from '../house-vendor/games/bet-limits.js';
import { findGameSession, openGameSession } from '../house-vendor/game-sessions.js';
import { countAgainstAllowance, RoundError } from '../house-vendor/house-rounds.service.js';
import { findEnabledLimits } from '../house-vendor/house-settings.repo.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import { dealFromShoe, payFactors, SPOTS, type Deal, type Spot } from './games/baccarat.js';
import { bigRoad } from './games/baccarat-roads.js';
import * as bets from './live-bets.repo.js';
import * as rounds from './live-rounds.repo.js';
import { roundAt, type LiveTable } from './live-tables.js';

/** The house live casino's vendor code: its wallet at the house vendor is `HLIVE:<player>`. */
export const LIVE_VENDOR = 'HLIVE';
export const liveChannel = (table: string) => `live.${table}`;
const HISTORY = 72;
/** Rounds settled per dealer run at most: a server back after a long stop catches up over runs. */
const SETTLE_PER_RUN = 200;
const TOTALS_EVERY_MS = 1_000;

export interface LiveSession {
  merchantId: number;
  player: string;
  table: string;
  demo: boolean;
}
export const liveWallet = (s: Pick<LiveSession, 'player' | 'demo'>) =>
  `${s.demo ? 'demo:' : ''}${LIVE_VENDOR}:${s.player}`;

/** A settled round as players see it (the seed only now). */
export type LiveResult = Deal & { no: string; commit: string; seed: string };
const publicRound = (r: rounds.LiveRoundRow) => ({
  no: r.no,
  opensAt: r.opens_at.getTime(),
  closesAt: r.closes_at.getTime(),
  nextAt: r.next_at.getTime(),
  commit: r.commit,
});
const resultOf = (r: rounds.LiveRoundRow): LiveResult => ({
  ...(r.result as Deal),
  no: r.no,
  commit: r.commit,
  seed: r.seed,
});

/** The round's cards, from its committed seed: `fairRng(seed, table, no)` (as the house lottery's). */
export const dealOf = (r: Pick<rounds.LiveRoundRow, 'seed' | 'table_code' | 'no'>) =>
  dealFromShoe(fairRng(r.seed, r.table_code, r.no));

/**
 * The house's live tables (decision 0057): sessions opened by a launch, the current round of each
 * table (written with its committed seed the first time anyone needs it), bets added to a player's
 * round while betting is open (one transaction: wallet debited, stakes within limits), and the
 * dealer's settlement of every round whose betting has closed (one transaction per round).
 */
export class LiveCasino {
  private readonly tables: ReadonlyMap<string, LiveTable>;
  private readonly sessionCache = new TtlCache<string, LiveSession>(10_000, 100_000);
  private readonly totalsDue = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly d: { db: Db; clock: Clock; bus: Bus; tables: readonly LiveTable[] }) {
    this.tables = new Map(d.tables.map((t) => [t.code, t]));
  }

  listTables(): readonly LiveTable[] {
    return [...this.tables.values()];
  }

  async openSession(input: {
    merchantId: number;
    player: string;
    game: string;
    demo: boolean;
    allowance?: PlayAllowance | undefined;
  }) {
    if (!this.tables.has(input.game) || !(await findEnabledLimits(this.d.db, input.merchantId, input.game)))
      throw new RoundError('game.not.found', 'no such table');
    return openGameSession(this.d.db, { ...input, demoWallet: liveWallet(input), now: this.d.clock.now() });
  }

  session(token: string | undefined): Promise<LiveSession> {
    if (!token) return Promise.reject(new RoundError('game.session.invalid', 'no live session'));
    return this.sessionCache.get(token, async () => {
      const row = await findGameSession(this.d.db, token, this.d.clock.now());
      if (!row || !this.tables.has(row.game_code))
        throw new RoundError('game.session.invalid', 'the live session has ended');
      return { merchantId: row.merchant_id, player: row.player, table: row.game_code, demo: row.demo };
    });
  }

  /** The table's round at this moment, written with a fresh committed seed if nobody has yet. */
  async currentRound(tableCode: string): Promise<rounds.LiveRoundRow> {
    const table = this.tables.get(tableCode)!;
    const times = roundAt(table, this.d.clock.now());
    const found = await rounds.findRound(this.d.db, table.code, times.no);
    if (found) return found;
    const seed = newSeed();
    const { row, created } = await rounds.insertRoundOnce(this.d.db, {
      table: table.code,
      ...times,
      seed,
      commit: commitOf(seed),
    });
    if (created)
      this.d.bus.publish(liveChannel(table.code), {
        type: 'round',
        round: publicRound(row),
        serverTime: this.d.clock.now(),
      });
    return row;
  }

  async state(token: string | undefined) {
    const s = await this.session(token);
    const table = this.tables.get(s.table)!;
    const limits = await this.limits(s);
    const wallet = liveWallet(s);
    const [round, recent, balance, last] = await Promise.all([
      this.currentRound(s.table),
      rounds.recentSettled(this.d.db, s.table, HISTORY),
      wallets.findWalletBalance(this.d.db, s.merchantId, wallet),
      bets.lastSettled(this.d.db, s.merchantId, wallet),
    ]);
    const mine = await bets.findBet(this.d.db, round.id, s.merchantId, wallet);
    const history = recent.reverse().map(resultOf);
    return {
      table: { code: table.code, name: table.name },
      demo: s.demo,
      balance: String(balance?.balance ?? 0n),
      minBet: limits.minBet.toString(),
      maxBet: limits.maxBet.toString(),
      serverTime: this.d.clock.now(),
      round: publicRound(round),
      myBets: stakesList(mine),
      history,
      bigRoad: bigRoad(history.map((r) => r.winner)),
      last: last ?? null,
    };
  }

  /**
   * Adds bets to the player's stake on the current round while betting is open: each spot's total
   * within the table limits, the whole amount debited from the live wallet in the same transaction.
   */
  async placeBets(token: string | undefined, body: { round?: unknown; bets?: unknown }) {
    const s = await this.session(token);
    const limits = await this.limits(s);
    const added = parseBets(body.bets);
    const no = typeof body.round === 'string' && /^[0-9]{1,18}$/.test(body.round) ? BigInt(body.round) : -1n;
    const wallet = liveWallet(s);
    // The first bet of a round nobody has looked at yet opens it (its seed committed first).
    if (no === roundAt(this.tables.get(s.table)!, this.d.clock.now()).no) await this.currentRound(s.table);
    const result = await this.d.db.transaction().execute(async (trx) => {
      const round = await rounds.lockRoundForBet(trx, s.table, no);
      if (!round || round.status !== 'OPEN' || round.closes_at.getTime() <= this.d.clock.now())
        throw new RoundError('live.betting.closed', 'betting on this round has closed');
      const held = await bets.lockBet(trx, round.id, s.merchantId, wallet);
      const stakes = Object.fromEntries(
        SPOTS.map((spot) => [spot, BigInt(held?.[spot] ?? '0') + (added[spot] ?? 0n)]),
      ) as Record<Spot, bigint>;
      for (const spot of SPOTS) {
        if (!added[spot]) continue;
        if (stakes[spot] < limits.minBet || stakes[spot] > limits.maxBet)
          throw new RoundError('bet.out.of.limits', `${spot} must stay within the table limits`);
      }
      const total = SPOTS.reduce((sum, spot) => sum + (added[spot] ?? 0n), 0n);
      const after = await wallets.addToBalanceIfCovered(trx, s.merchantId, wallet, -total);
      if (!after) throw new RoundError('balance.insufficient', 'the live wallet holds less than the bets');
      await countAgainstAllowance(trx, { ...s, stake: total, payout: 0n, now: new Date(this.d.clock.now()) });
      await bets.saveBet(
        trx,
        { roundId: round.id, merchantId: s.merchantId, wallet, player: s.player, demo: s.demo },
        stakes,
      );
      return { roundId: round.id, balance: String(after.balance), myBets: stakesList(stakes) };
    });
    this.scheduleTotals(s.table, no.toString(), result.roundId);
    return { balance: result.balance, myBets: result.myBets };
  }

  /**
   * The dealer's work: deals and settles every round whose betting has closed, each in one
   * transaction from its committed seed (a round open when the server stopped is settled when it
   * is back; its result was fixed when it was written). Answers the rounds settled.
   */
  async settleDue(): Promise<number> {
    const now = new Date(this.d.clock.now());
    let settled = 0;
    for (const due of await rounds.listDueRounds(this.d.db, now, SETTLE_PER_RUN)) {
      const deal = dealOf(due);
      const done = await this.d.db.transaction().execute(async (trx) => {
        const round = await rounds.lockOpenRound(trx, due.id);
        if (!round) return false;
        await bets.settleBets(trx, round.id, payFactors(deal), now);
        await rounds.markSettled(trx, round.id, deal, now);
        return true;
      });
      if (!done) continue;
      settled++;
      this.d.bus.publish(liveChannel(due.table_code), {
        type: 'result',
        result: { ...deal, no: due.no, commit: due.commit, seed: due.seed } satisfies LiveResult,
      });
    }
    return settled;
  }

  /** Opens each table's current round (its seed committed, announced) if nobody has yet. */
  async openRounds(): Promise<void> {
    for (const table of this.tables.values()) await this.currentRound(table.code);
  }

  /** When the dealer should look next: the earliest close or opening still ahead on any table. */
  nextEventAt(): number {
    const now = this.d.clock.now();
    let next = Infinity;
    for (const table of this.tables.values()) {
      const r = roundAt(table, now);
      next = Math.min(next, r.closesAt.getTime() > now ? r.closesAt.getTime() : r.nextAt.getTime());
    }
    return next;
  }

  /** Real bets settled after `cursor` (`<xid>:<id>`), for the platform's bet records. */
  async betsSince(merchantId: number, cursor: string, limit: number) {
    const rows = await bets.settledAfter(this.d.db, merchantId, parseFeedCursor(cursor), limit);
    return feedPage(rows, cursor, (r) => ({
      id: r.id,
      player: r.player,
      game: r.table_code,
      stake: r.stake,
      payout: r.payout,
      createdAt: r.created_at.getTime(),
      settledAt: r.settled_at.getTime(),
    }));
  }

  private async limits(s: LiveSession) {
    const row = await findEnabledLimits(this.d.db, s.merchantId, s.table);
    if (!row) throw new RoundError('game.not.found', 'this table is closed');
    return { minBet: BigInt(row.min_bet), maxBet: BigInt(row.max_bet) };
  }

  /** Everyone's stakes on the round, sent at most once a second per table. */
  private scheduleTotals(table: string, no: string, roundId: string) {
    if (this.totalsDue.has(table)) return;
    const timer = setTimeout(() => {
      this.totalsDue.delete(table);
      bets
        .roundTotals(this.d.db, roundId)
        .then(({ bettors, ...totals }) =>
          this.d.bus.publish(liveChannel(table), { type: 'totals', no, totals, bettors }),
        )
        .catch(() => undefined);
    }, TOTALS_EVERY_MS);
    timer.unref();
    this.totalsDue.set(table, timer);
  }

  /** Stops the pending totals (the server is closing). */
  close() {
    for (const timer of this.totalsDue.values()) clearTimeout(timer);
    this.totalsDue.clear();
  }
}

const stakesList = (stakes: Partial<Record<Spot, bigint | string>> | undefined) =>
  SPOTS.filter((spot) => stakes && BigInt(stakes[spot] ?? 0) > 0n).map((spot) => ({
    spot,
    stake: String(stakes![spot]),
  }));

/** The bets of a request: 1–5 spots, each once, each a whole positive number of minor units. */
function parseBets(input: unknown): Partial<Record<Spot, bigint>> {
  if (!Array.isArray(input) || input.length === 0 || input.length > SPOTS.length)
    throw new RoundError('bet.out.of.limits', 'place one to five bets');
  const out: Partial<Record<Spot, bigint>> = {};
  for (const item of input as { spot?: unknown; amount?: unknown }[]) {
    const spot = SPOTS.find((s) => s === item?.spot);
    const stake = parseStake(item?.amount);
    if (!spot || out[spot] !== undefined || !stake.ok)
      throw new RoundError('bet.out.of.limits', stake.ok ? 'each spot once' : stake.message);
    out[spot] = stake.stake;
  }
  return out;
}
