import type { Db } from '../../db/create-db.js';
import { checkFishBet, checkSlotBet, parseStake, type StakeCheck } from './games/bet-limits.js';
import { findFishTarget, shoot } from './games/fish.js';
import type { Rng } from './games/rng.js';
import { spin } from './games/slot.js';
import type { PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import { findGameSession, openGameSession } from './game-sessions.js';
import * as rounds from './house-rounds.repo.js';
import { findEnabledLimits } from './house-settings.repo.js';
import * as wallets from './house-vendor-wallet.repo.js';
import { spendAllowance } from './play-allowances.repo.js';

/** The house games by code. */
export const HOUSE_GAMES = ['SLOT', 'FISH'] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];
/** The house's live tables by game code (the live casino, decision 0057); their settings live here too. */
export const HOUSE_LIVE_GAMES = ['BACCARAT', 'SPEEDBAC'] as const;
/** The house sportsbook's two books by game code (decision 0058). */
export const HOUSE_SPORTS_GAMES = ['SPORTSBOOK', 'ESPORTSBOOK'] as const;
/** The house card room's rooms by game code, and a hand's most (decision 0059): the contract's. */
export { HOUSE_PVP_GAMES, PVP_HAND_COST_IN_SMALL_BETS } from '@bet/contracts/operator/house-games';

/** A refusal the game page can show; `code` is a platform error code. */
export class RoundError extends Error {
  constructor(
    readonly code:
      | 'game.session.invalid'
      | 'bet.out.of.limits'
      | 'balance.insufficient'
      | 'game.not.found'
      | 'live.betting.closed'
      | 'pvp.not.your.turn'
      | 'sports.odds.changed'
      | 'sports.market.closed'
      | 'sports.cashout.unavailable'
      | 'sports.event.invalid'
      | 'rg.limit.reached',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Counts a real bet against the allowance its launch sent (decision 0063), in the bet's own
 * transaction: past it, `rg.limit.reached` and the transaction moves nothing. Free play is not counted.
 */
export async function countAgainstAllowance(
  db: Db,
  bet: { merchantId: number; player: string; demo: boolean; stake: bigint; payout: bigint; now: Date },
): Promise<void> {
  if (!bet.demo && (await spendAllowance(db, bet)) === 'REFUSED')
    throw new RoundError('rg.limit.reached', 'this bet goes over a limit the player set');
}

interface GameSession {
  merchantId: number;
  player: string;
  game: HouseGame;
  demo: boolean;
}

/** A free-play session plays on its own wallet at the vendor, never the player's real one. */
const walletOf = (s: Pick<GameSession, 'player' | 'demo'>) => (s.demo ? `demo:${s.player}` : s.player);

/**
 * The house vendor's game side: sessions opened by a launch, and rounds. A round is one
 * transaction: the stake is checked against the merchant's limits and the wallet, the outcome
 * is drawn on the server, the wallet moves by payout − stake and the round is recorded.
 */
export class HouseRounds {
  constructor(
    private readonly db: Db,
    private readonly rng: Rng,
  ) {}

  async openSession(input: {
    merchantId: number;
    player: string;
    game: string;
    demo: boolean;
    allowance?: PlayAllowance | undefined;
  }): Promise<string> {
    if (
      !(HOUSE_GAMES as readonly string[]).includes(input.game) ||
      !(await this.limits(input.merchantId, input.game))
    ) {
      throw new RoundError('game.not.found', 'no such game');
    }
    return openGameSession(this.db, { ...input, demoWallet: walletOf(input), now: Date.now() });
  }

  /** Ends every open game session of a player, in every house product (they share the table). */
  async endSessions(merchantId: number, player: string): Promise<void> {
    await rounds.expirePlayerSessions(this.db, merchantId, player, new Date());
  }

  async session(token: string | undefined): Promise<GameSession> {
    const row = await findGameSession(this.db, token, Date.now());
    if (!row) throw new RoundError('game.session.invalid', 'the game session has ended');
    return {
      merchantId: row.merchant_id,
      player: row.player,
      game: row.game_code as HouseGame,
      demo: row.demo,
    };
  }

  async state(token: string | undefined) {
    const s = await this.session(token);
    const limits = (await this.limits(s.merchantId, s.game))!;
    return {
      game: s.game,
      demo: s.demo,
      balance: (await this.balance(s)).toString(),
      minBet: limits.minBet.toString(),
      maxBet: limits.maxBet.toString(),
    };
  }

  async spin(token: string | undefined, betPerLine: unknown) {
    const s = await this.gameSession(token, 'SLOT');
    const line = this.stake(parseStake(betPerLine));
    return this.playRound(
      s,
      (limits) => checkSlotBet(line, limits),
      () => {
        const result = spin(this.rng, line);
        return { payout: result.totalWin, outcome: result };
      },
    );
  }

  async shoot(token: string | undefined, bet: unknown, targetId: unknown) {
    const s = await this.gameSession(token, 'FISH');
    const stake = this.stake(parseStake(bet));
    const target = typeof targetId === 'string' ? findFishTarget(targetId) : undefined;
    if (!target) throw new RoundError('game.not.found', 'no such target');
    return this.playRound(
      s,
      (limits) => checkFishBet(stake, limits),
      () => {
        const result = shoot(this.rng, stake, target);
        return { payout: result.win, outcome: result };
      },
    );
  }

  private async gameSession(token: string | undefined, game: HouseGame) {
    const s = await this.session(token);
    if (s.game !== game) throw new RoundError('game.session.invalid', 'this session is for another game');
    return s;
  }

  private stake(check: StakeCheck): bigint {
    if (!check.ok) throw new RoundError('bet.out.of.limits', check.message);
    return check.stake;
  }

  private async playRound(
    s: GameSession,
    check: (limits: { minBet: bigint; maxBet: bigint }) => StakeCheck,
    play: () => { payout: bigint; outcome: unknown },
  ) {
    const limits = await this.limits(s.merchantId, s.game);
    if (!limits) throw new RoundError('game.not.found', 'this game is switched off');
    const stake = this.stake(check(limits));
    return this.db.transaction().execute(async (trx) => {
      const wallet = await wallets.lockWalletBalance(trx, s.merchantId, walletOf(s));
      const balance = BigInt(wallet?.balance ?? 0n);
      if (balance < stake)
        throw new RoundError('balance.insufficient', 'the game wallet holds less than the stake');
      const { payout, outcome } = play();
      await countAgainstAllowance(trx, { ...s, stake, payout, now: new Date() });
      // Amounts inside the outcome are bigints: stored and answered as decimal strings.
      const outcomeJson = JSON.stringify(outcome, (_k, v: unknown) =>
        typeof v === 'bigint' ? v.toString() : v,
      );
      const after = balance - stake + payout;
      await wallets.setWalletBalance(trx, s.merchantId, walletOf(s), after);
      const round = await rounds.insertRound(trx, {
        merchantId: s.merchantId,
        player: s.player,
        game: s.game,
        stake,
        payout,
        demo: s.demo,
        outcomeJson,
      });
      return {
        roundId: String(round.id),
        stake: stake.toString(),
        payout: payout.toString(),
        balance: after.toString(),
        outcome: JSON.parse(outcomeJson) as unknown,
      };
    });
  }

  private async balance(s: GameSession): Promise<bigint> {
    const row = await wallets.findWalletBalance(this.db, s.merchantId, walletOf(s));
    return BigInt(row?.balance ?? 0n);
  }

  private async limits(merchantId: number, game: string) {
    const row = await findEnabledLimits(this.db, merchantId, game);
    return row ? { minBet: BigInt(row.min_bet), maxBet: BigInt(row.max_bet) } : undefined;
  }

  /** Real rounds after `cursor` (a round id), oldest first, for the platform's bet records. */
  async betsSince(merchantId: number, cursor: string, limit: number) {
    const rows = await rounds.listRealRoundsAfter(this.db, merchantId, feedCursorOf(cursor), limit);
    return {
      bets: rows.map((r) => ({
        id: String(r.id),
        player: r.player,
        game: r.game_code,
        stake: String(r.stake),
        payout: String(r.payout),
        createdAt: r.created_at.getTime(),
      })),
      cursor: rows.length ? `${rows[rows.length - 1]!.xid}:${rows[rows.length - 1]!.id}` : cursor,
    };
  }
}

/** `<xid>:<id>`; a bare id is a cursor kept before the feed went by commit order (xid 0). */
const feedCursorOf = (cursor: string): rounds.RoundFeedCursor => {
  const m = /^(?:([0-9]{1,20}):)?([0-9]{1,18})$/.exec(cursor);
  return m ? { xid: m[1] ?? '0', id: BigInt(m[2]!) } : { xid: '0', id: 0n };
};
