import type { PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import type { Clock } from '../../shared/clock.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import { parseStake } from '../house-vendor/games/bet-limits.js';
import { findGameSession, openGameSession } from '../house-vendor/game-sessions.js';
import { countAgainstAllowance, RoundError } from '../house-vendor/house-rounds.service.js';
import { findEnabledLimits } from '../house-vendor/house-settings.repo.js';
import * as wallets from '../house-vendor/house-vendor-wallet.repo.js';
import type { MarketKind, SelectionCode } from './games/football-model.js';
import {
  BOOKS,
  bookOfGame,
  CASH_OUT_SHARE_BP,
  combinedOdds,
  MAX_PAYOUT,
  PARLAY_LEGS,
  type Book,
} from './sport-books.js';
import * as bets from './sport-bets.repo.js';
import * as events from './sport-events.repo.js';
import { currentOdds, marketsOf, minuteOf } from './sport-pricing.js';
import { liveScoreOf } from './sports-feed.service.js';
import { feedPage, parseFeedCursor } from '../house-vendor/bets-feed.js';

/** Fixtures listed up to this far ahead. */
const LIST_AHEAD_MS = 7 * 24 * 3_600_000;

export interface SportsSession {
  merchantId: number;
  player: string;
  book: Book;
  demo: boolean;
}
export const sportsWallet = (s: Pick<SportsSession, 'player' | 'demo' | 'book'>) =>
  `${s.demo ? 'demo:' : ''}${BOOKS[s.book].vendor}:${s.player}`;

const SELECTIONS: Record<MarketKind, readonly SelectionCode[]> = {
  '1X2': ['HOME', 'DRAW', 'AWAY'],
  HANDICAP: ['HOME', 'AWAY'],
  TOTAL: ['OVER', 'UNDER'],
};

/** An event as the book shows it at `now`: state, score, minute and priced markets. */
export const publicEvent = (e: events.SportEventRow, now: number) => ({
  id: e.id,
  sport: e.sport,
  league: e.league,
  home: e.home,
  away: e.away,
  startsAt: e.starts_at.getTime(),
  virtual: e.virtual,
  commit: e.commit,
  status: e.status !== 'OPEN' ? e.status : now < e.starts_at.getTime() ? 'PRE' : 'LIVE',
  suspended: e.suspended,
  minute: e.status === 'OPEN' ? minuteOf(e, now) : null,
  // a virtual match's score is its goals up to now (the timeline stays hidden until full time)
  score: { home: e.home_goals, away: e.away_goals },
  markets: marketsOf(e, now),
});

export interface PlaceBetInput {
  requestId?: unknown;
  stake?: unknown;
  legs?: unknown;
  /** What to do when the odds moved since the player saw them: refuse, take better ones, take any. */
  acceptOdds?: unknown;
}

/**
 * The player's side of the house sportsbook (decision 0058): sessions opened by a launch, the
 * book's fixtures priced now, singles and parlays (one transaction: events share-locked, odds
 * checked against what the player saw, stake within limits, wallet debited), the player's bets
 * with a cash-out offer, and cash-out at the offer.
 */
export class Sportsbook {
  private readonly sessionCache = new TtlCache<string, SportsSession>(10_000, 100_000);

  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async openSession(input: {
    merchantId: number;
    player: string;
    game: string;
    demo: boolean;
    allowance?: PlayAllowance | undefined;
  }) {
    const book = bookOfGame(input.game);
    if (!book || !(await findEnabledLimits(this.d.db, input.merchantId, input.game)))
      throw new RoundError('game.not.found', 'no such book');
    return openGameSession(this.d.db, {
      ...input,
      demoWallet: sportsWallet({ ...input, book }),
      now: this.d.clock.now(),
    });
  }

  session(token: string | undefined): Promise<SportsSession> {
    if (!token) return Promise.reject(new RoundError('game.session.invalid', 'no sportsbook session'));
    return this.sessionCache.get(token, async () => {
      const row = await findGameSession(this.d.db, token, this.d.clock.now());
      const book = row && bookOfGame(row.game_code);
      if (!row || !book) throw new RoundError('game.session.invalid', 'the sportsbook session has ended');
      return { merchantId: row.merchant_id, player: row.player, book, demo: row.demo };
    });
  }

  async state(token: string | undefined) {
    const s = await this.session(token);
    const limits = await this.limits(s);
    const balance = await wallets.findWalletBalance(this.d.db, s.merchantId, sportsWallet(s));
    return {
      book: s.book,
      demo: s.demo,
      balance: String(balance?.balance ?? 0n),
      minBet: limits.minBet.toString(),
      maxBet: limits.maxBet.toString(),
      maxPayout: MAX_PAYOUT.toString(),
      parlayLegs: PARLAY_LEGS,
      serverTime: this.d.clock.now(),
    };
  }

  /** The book's fixtures now (in play first, then by kick-off) and its latest results. */
  async events(token: string | undefined) {
    const s = await this.session(token);
    const now = this.d.clock.now();
    const [open, results] = await Promise.all([
      events.listOpenEvents(this.d.db, s.book, new Date(now + LIST_AHEAD_MS)),
      events.recentResults(this.d.db, s.book, 12),
    ]);
    return {
      serverTime: now,
      events: open.map((e) => publicEvent(liveScoreOf(e, now), now)),
      results: results.map((e) => ({ ...publicEvent(e, now), markets: [], seed: e.virtual ? e.seed : null })),
    };
  }

  async placeBet(token: string | undefined, input: PlaceBetInput) {
    const s = await this.session(token);
    const limits = await this.limits(s);
    const requestId =
      typeof input.requestId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(input.requestId)
        ? input.requestId
        : null;
    if (!requestId) throw new RoundError('sports.event.invalid', 'a request id is required');
    const staked = parseStake(input.stake);
    if (!staked.ok) throw new RoundError('bet.out.of.limits', staked.message);
    const stake = staked.stake;
    if (stake < limits.minBet || stake > limits.maxBet)
      throw new RoundError('bet.out.of.limits', 'the stake is outside the limits');
    const legs = parseLegs(input.legs);
    const accept = input.acceptOdds === 'ANY' || input.acceptOdds === 'HIGHER' ? input.acceptOdds : 'NONE';
    const wallet = sportsWallet(s);

    const done = await bets.findByRequest(this.d.db, s.merchantId, wallet, requestId);
    if (done) return this.placed(s, done);
    const bet = await this.d.db.transaction().execute(async (trx) => {
      const now = this.d.clock.now();
      const rows = new Map(
        (
          await events.lockEvents(
            trx,
            legs.map((l) => l.eventId),
            'share',
          )
        ).map((e) => [e.id, e]),
      );
      const taken = legs.map((leg) => {
        const e = rows.get(leg.eventId);
        if (!e || e.book !== s.book) throw new RoundError('sports.market.closed', 'no such event');
        const live = liveScoreOf(e, now);
        const line = leg.market === '1X2' ? 0 : leg.market === 'HANDICAP' ? e.handicap_line : e.total_line;
        const odds = currentOdds(live, leg.market, leg.selection, now);
        if (odds === null) throw new RoundError('sports.market.closed', 'this market is closed');
        if (odds !== leg.odds && (accept === 'NONE' || (accept === 'HIGHER' && odds < leg.odds)))
          throw new RoundError('sports.odds.changed', 'the odds have changed');
        return { event_id: e.id, market: leg.market, line, selection: leg.selection, odds };
      });
      const odds = combinedOdds(taken.map((t) => t.odds));
      if ((stake * odds) / 1000n > MAX_PAYOUT)
        throw new RoundError('bet.out.of.limits', 'the bet would pay more than the maximum payout');
      const after = await wallets.addToBalanceIfCovered(trx, s.merchantId, wallet, -stake);
      if (!after)
        throw new RoundError('balance.insufficient', 'the sportsbook wallet holds less than the stake');
      await countAgainstAllowance(trx, { ...s, stake, payout: 0n, now: new Date(now) });
      const book = s.book;
      return bets.insertBet(
        trx,
        { merchantId: s.merchantId, wallet, player: s.player, demo: s.demo, book, requestId, stake, odds },
        taken,
      );
    });
    return this.placed(s, bet);
  }

  private async placed(s: SportsSession, bet: bets.BetRow) {
    const balance = await wallets.findWalletBalance(this.d.db, s.merchantId, sportsWallet(s));
    return { bet: (await this.describe([bet]))[0]!, balance: String(balance?.balance ?? 0n) };
  }

  /** The player's open or settled bets, newest first; open ones with their cash-out offer. */
  async myBets(token: string | undefined, open: boolean) {
    const s = await this.session(token);
    return this.describe(await bets.listBets(this.d.db, s.merchantId, sportsWallet(s), open, 50));
  }

  /** Cashes an open bet out at the offer the player accepted (or better), in one transaction. */
  async cashOut(token: string | undefined, input: { betId?: unknown; amount?: unknown }) {
    const s = await this.session(token);
    const wallet = sportsWallet(s);
    const id = typeof input.betId === 'string' && /^[0-9]{1,18}$/.test(input.betId) ? input.betId : '0';
    const accepted = parseStake(input.amount);
    const paid = await this.d.db.transaction().execute(async (trx) => {
      const bet = await bets.lockOpenBet(trx, id, s.merchantId, wallet);
      if (!bet) throw new RoundError('sports.cashout.unavailable', 'this bet cannot be cashed out');
      const legs = await bets.legsOf(trx, [bet.id]);
      const rows = await events.lockEvents(
        trx,
        legs.map((l) => l.event_id),
        'share',
      );
      const offer = this.offerOf(bet, legs, rows);
      if (offer === null || !accepted.ok || offer < accepted.stake)
        throw new RoundError('sports.cashout.unavailable', 'the cash-out offer has changed');
      await bets.closeBets(
        trx,
        [{ id: bet.id, status: 'CASHED_OUT', payout: offer }],
        new Date(this.d.clock.now()),
      );
      return offer;
    });
    const balance = await wallets.findWalletBalance(this.d.db, s.merchantId, wallet);
    return { payout: paid.toString(), balance: String(balance?.balance ?? 0n) };
  }

  /**
   * What an open bet is worth now: stake × its odds ÷ the current odds of its open legs, less 5 %;
   * none while a leg has lost or an open leg's market is closed.
   */
  private offerOf(bet: bets.BetRow, legs: bets.LegRow[], rows: events.SportEventRow[]): bigint | null {
    const now = this.d.clock.now();
    const byId = new Map(rows.map((e) => [e.id, e]));
    let value = Number(bet.stake);
    for (const leg of legs) {
      if (leg.result === 'LOST') return null;
      if (leg.result === 'WON') value *= leg.odds / 1000;
      if (leg.result !== null) continue;
      const e = byId.get(leg.event_id);
      const odds = e && currentOdds(liveScoreOf(e, now), leg.market, leg.selection, now);
      if (!odds) return null;
      value *= leg.odds / odds;
    }
    const offer = (BigInt(Math.floor(value)) * CASH_OUT_SHARE_BP) / 10_000n;
    return offer > 0n ? offer : null;
  }

  private async describe(list: bets.BetRow[]) {
    const legs = await bets.legsOf(
      this.d.db,
      list.map((b) => b.id),
    );
    const rows = new Map(
      (
        await Promise.all(
          [...new Set(legs.map((l) => l.event_id))].map((id) => events.findEvent(this.d.db, id)),
        )
      )
        .filter((e) => e !== undefined)
        .map((e) => [e.id, e]),
    );
    return list.map((b) => {
      const mine = legs.filter((l) => l.bet_id === b.id);
      return {
        id: b.id,
        kind: mine.length > 1 ? 'PARLAY' : 'SINGLE',
        stake: b.stake,
        odds: Number(b.odds),
        potential: ((BigInt(b.stake) * BigInt(b.odds)) / 1000n).toString(),
        status: b.status,
        payout: b.payout,
        placedAt: b.placed_at.getTime(),
        settledAt: b.settled_at?.getTime() ?? null,
        cashOut: b.status === 'OPEN' ? (this.offerOf(b, mine, [...rows.values()])?.toString() ?? null) : null,
        legs: mine.map((l) => {
          const e = rows.get(l.event_id);
          return {
            eventId: l.event_id,
            home: e?.home ?? '',
            away: e?.away ?? '',
            market: l.market,
            line: l.line,
            selection: l.selection,
            odds: l.odds,
            result: l.result,
            score: e && e.status !== 'OPEN' ? { home: e.home_goals, away: e.away_goals } : null,
          };
        }),
      };
    });
  }

  /** Settled real bets of a book after `cursor` (`<xid>:<id>`), for the platform's bet records. */
  async betsSince(merchantId: number, book: Book, cursor: string, limit: number) {
    const rows = await bets.settledAfter(this.d.db, { merchantId, book, ...parseFeedCursor(cursor), limit });
    return feedPage(rows, cursor, (r) => ({
      id: r.id,
      player: r.player,
      game: BOOKS[book].game,
      stake: r.stake,
      payout: r.payout,
      createdAt: r.placed_at.getTime(),
      settledAt: r.settled_at.getTime(),
    }));
  }

  private async limits(s: SportsSession) {
    const row = await findEnabledLimits(this.d.db, s.merchantId, BOOKS[s.book].game);
    if (!row) throw new RoundError('game.not.found', 'this book is closed');
    return { minBet: BigInt(row.min_bet), maxBet: BigInt(row.max_bet) };
  }
}

/** A bet's legs: 1 (a single) or 2–10 (a parlay), one per event, each a known selection with the odds seen. */
function parseLegs(input: unknown) {
  if (!Array.isArray(input) || input.length === 0 || input.length > PARLAY_LEGS.max)
    throw new RoundError('sports.event.invalid', 'a bet has one leg or a parlay of 2 to 10');
  const legs = (input as Record<string, unknown>[]).map((l) => {
    const market = (['1X2', 'HANDICAP', 'TOTAL'] as const).find((m) => m === l?.market);
    const selection = market && SELECTIONS[market].find((c) => c === l?.selection);
    const eventId = typeof l?.eventId === 'string' && /^[0-9]{1,18}$/.test(l.eventId) ? l.eventId : null;
    const odds = typeof l?.odds === 'number' && Number.isInteger(l.odds) && l.odds >= 1000 ? l.odds : null;
    if (!market || !selection || !eventId || !odds)
      throw new RoundError('sports.event.invalid', 'an unknown selection');
    return { eventId, market, selection, odds };
  });
  if (new Set(legs.map((l) => l.eventId)).size !== legs.length)
    throw new RoundError('sports.event.invalid', 'one leg per event');
  return legs;
}
