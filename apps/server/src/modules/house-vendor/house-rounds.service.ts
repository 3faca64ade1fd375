import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.js';
import { checkFishBet, checkSlotBet, parseStake, type StakeCheck } from './games/bet-limits.js';
import { findFishTarget, shoot } from './games/fish.js';
import type { Rng } from './games/rng.js';
import { spin } from './games/slot.js';

/** The house games by code. */
export const HOUSE_GAMES = ['SLOT', 'FISH'] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];

/** Free play: each session's play money at the vendor, kept apart from real wallets. */
const DEMO_BALANCE = 200_000n;
const SESSION_HOURS = 12;

/** A refusal the game page can show; `code` is a platform error code. */
export class RoundError extends Error {
  constructor(
    readonly code: 'game.session.invalid' | 'bet.out.of.limits' | 'balance.insufficient' | 'game.not.found',
    message: string,
  ) {
    super(message);
  }
}

interface GameSession {
  merchantId: number;
  player: string;
  game: HouseGame;
  demo: boolean;
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
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
  }): Promise<string> {
    if (
      !(HOUSE_GAMES as readonly string[]).includes(input.game) ||
      !(await this.limits(input.merchantId, input.game))
    ) {
      throw new RoundError('game.not.found', 'no such game');
    }
    const token = randomBytes(32).toString('base64url');
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('house_game_sessions')
        .values({
          token_hash: hash(token),
          merchant_id: input.merchantId,
          player: input.player,
          game_code: input.game,
          demo: input.demo,
          expires_at: new Date(Date.now() + SESSION_HOURS * 3_600_000),
        })
        .execute();
      if (input.demo) {
        await sql`
          insert into house_vendor_wallets (merchant_id, player, balance) values (${input.merchantId}, ${walletOf(input)}, ${DEMO_BALANCE.toString()}::bigint)
          on conflict (merchant_id, player) do update set balance = greatest(house_vendor_wallets.balance, excluded.balance)
        `.execute(trx);
      }
    });
    return token;
  }

  async session(token: string | undefined): Promise<GameSession> {
    const row = token
      ? await this.db
          .selectFrom('house_game_sessions')
          .selectAll()
          .where('token_hash', '=', hash(token))
          .where('expires_at', '>', new Date())
          .executeTakeFirst()
      : undefined;
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
      const wallet = await sql<{ balance: bigint }>`
        select balance from house_vendor_wallets where merchant_id = ${s.merchantId} and player = ${walletOf(s)} for update
      `.execute(trx);
      const balance = BigInt(wallet.rows[0]?.balance ?? 0n);
      if (balance < stake)
        throw new RoundError('balance.insufficient', 'the game wallet holds less than the stake');
      const { payout, outcome } = play();
      // Amounts inside the outcome are bigints: stored and answered as decimal strings.
      const outcomeJson = JSON.stringify(outcome, (_k, v: unknown) =>
        typeof v === 'bigint' ? v.toString() : v,
      );
      const after = balance - stake + payout;
      await trx
        .updateTable('house_vendor_wallets')
        .set({ balance: after })
        .where('merchant_id', '=', s.merchantId)
        .where('player', '=', walletOf(s))
        .execute();
      const round = await trx
        .insertInto('house_game_rounds')
        .values({
          merchant_id: s.merchantId,
          player: s.player,
          game_code: s.game,
          stake,
          payout,
          demo: s.demo,
          outcome: outcomeJson,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
    const row = await this.db
      .selectFrom('house_vendor_wallets')
      .select('balance')
      .where('merchant_id', '=', s.merchantId)
      .where('player', '=', walletOf(s))
      .executeTakeFirst();
    return BigInt(row?.balance ?? 0n);
  }

  private async limits(merchantId: number, game: string) {
    const row = await this.db
      .selectFrom('house_game_settings')
      .select(['min_bet', 'max_bet'])
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', game)
      .where('enabled', '=', true)
      .executeTakeFirst();
    return row ? { minBet: BigInt(row.min_bet), maxBet: BigInt(row.max_bet) } : undefined;
  }

  /** Real rounds after `cursor` (a round id), oldest first, for the platform's bet records. */
  async betsSince(merchantId: number, cursor: string, limit: number) {
    const rows = await this.db
      .selectFrom('house_game_rounds')
      .select(['id', 'player', 'game_code', 'stake', 'payout', 'created_at'])
      .where('merchant_id', '=', merchantId)
      .where('demo', '=', false)
      .where('id', '>', BigInt(/^[0-9]{1,18}$/.test(cursor) ? cursor : '0'))
      .orderBy('id')
      .limit(limit)
      .execute();
    return {
      bets: rows.map((r) => ({
        id: String(r.id),
        player: r.player,
        game: r.game_code,
        stake: String(r.stake),
        payout: String(r.payout),
        createdAt: r.created_at.getTime(),
      })),
      cursor: rows.length ? String(rows[rows.length - 1]!.id) : cursor,
    };
  }
}
