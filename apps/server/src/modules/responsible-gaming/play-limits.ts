import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  LimitKind,
  LimitPeriod,
  LimitReachedValue,
  PlayerLimit,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { PlayAllowance } from '../../adapters/game-vendor/game-vendor.js';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { limitAt, limitWindow } from './limit-rules.js';
import * as repo from './responsible-gaming.repo.js';

/** What a limit guards against, for the refusals report. */
export type GuardedAction = 'DEPOSIT' | 'TRANSFER' | 'LAUNCH' | 'BET';

/** A limit in force with its use now. Money in minor units; SESSION in minutes. */
export interface LimitUse {
  kind: LimitKind;
  period: LimitPeriod;
  value: bigint;
  used: bigint;
  left: bigint;
  /** The end of the current period; null for SESSION. */
  resetsAt: Date | null;
  pending: { value: bigint | null; at: Date } | null;
}

/** The member a check is for. */
export interface Player {
  merchantId: number;
  memberId: bigint;
  /** The session's start, for the session limit; unknown: not checked. */
  sessionStartedAt?: Date;
}

/** The player of a session, for the checks. */
export const playerOf = (member: {
  merchantId: number;
  memberId: bigint;
  sessionStartedAt?: number;
}): Player => ({
  merchantId: member.merchantId,
  memberId: member.memberId,
  sessionStartedAt: member.sessionStartedAt === undefined ? undefined : new Date(member.sessionStartedAt),
});

/** `rg.limit.reached`: which limit refused, what is left and when it resets. Recorded by `recordingRefusals`. */
export class LimitRefusal extends AppError {
  constructor(
    readonly use: LimitUse,
    readonly action: GuardedAction,
    readonly amount: bigint | null,
  ) {
    const money = use.kind !== 'SESSION';
    const value: LimitReachedValue = {
      kind: use.kind,
      period: use.period,
      left: money ? fromMinor(use.left) : Number(use.left),
      resetsAt: use.resetsAt?.getTime() ?? null,
    };
    super(ErrorCodes.rgLimitReached, `${use.period} ${use.kind} limit reached`, value);
  }
}

const MINUTE = 60_000;
/** The limits that bound play (a deposit limit does not). */
const PLAY_KINDS: readonly LimitKind[] = ['LOSS', 'WAGER', 'SESSION'];

/**
 * The player's own limits (issue 20), checked on the server where money comes in or play starts:
 * a deposit against the deposit limits, a move into a game wallet against what is left to lose
 * and to wager, a launch against all of them and the session limit. A check inside a transaction
 * locks the member's limit rows, so two deposits racing a limit take turns and the second sees
 * the first. Periods are the merchant's days, weeks (Monday) and months.
 */
export class PlayLimits {
  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date }) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  /**
   * Every limit in force with its use (`db`: the caller's transaction, `lock`: take the rows;
   * `kinds`: only these). One query for the limits, at most one for the deposits and one for the
   * bets of all their periods.
   */
  async usage(db: Db, player: Player, lock = false, kinds?: readonly LimitKind[]): Promise<LimitUse[]> {
    const stored = (await repo.findLimits(db, player.memberId, lock)).filter(
      (l) => !kinds || kinds.includes(l.kind),
    );
    if (stored.length === 0) return [];
    const now = this.now();
    const inForce = stored.flatMap((limit) => {
      const { value, pending } = limitAt(limit, now);
      if (value === null) return [];
      const window = limit.period === 'SESSION' ? null : limitWindow(limit.period, this.d.timeZone, now);
      return [{ limit, value, pending, window }];
    });
    const money = (kind: (kind: LimitKind) => boolean) =>
      inForce.filter((l) => l.window && kind(l.limit.kind)).map((l) => l.window!.start);
    const depositStarts = money((k) => k === 'DEPOSIT');
    const betStarts = money((k) => k === 'LOSS' || k === 'WAGER');
    const deposited = depositStarts.length
      ? await repo.depositedSince(db, player.memberId, depositStarts)
      : [];
    const played = betStarts.length ? await repo.playedSince(db, player.memberId, betStarts) : [];
    return inForce.map(({ limit, value, pending, window }) => {
      let used: bigint;
      if (!window) {
        const started = player.sessionStartedAt ?? now;
        used = BigInt(Math.floor((now.getTime() - started.getTime()) / MINUTE));
      } else if (limit.kind === 'DEPOSIT') used = deposited[depositStarts.indexOf(window.start)]!;
      else {
        const p = played[betStarts.indexOf(window.start)]!;
        used = limit.kind === 'WAGER' ? p.wagered : p.lost;
      }
      if (used < 0n) used = 0n;
      return {
        kind: limit.kind,
        period: limit.period,
        value,
        used,
        left: value - used > 0n ? value - used : 0n,
        resetsAt: window?.end ?? null,
        pending: pending ? { value: pending.pendingValue, at: pending.pendingAt! } : null,
      };
    });
  }

  /** The most a move into a game wallet may carry now (what is left to lose), or null: no loss limit. */
  async transferAllowance(player: Player): Promise<bigint | null> {
    const left = (await this.usage(this.d.db, player, false, ['LOSS'])).map((u) => u.left);
    return left.length === 0 ? null : left.reduce((a, b) => (b < a ? b : a));
  }

  /** Refuses a deposit of `amount` that would pass a deposit limit. Inside the deposit's transaction. */
  async checkDeposit(trx: Db, player: Player, amount: bigint): Promise<void> {
    const over = (await this.usage(trx, player, true, ['DEPOSIT'])).find((u) => amount > u.left);
    if (over) throw new LimitRefusal(over, 'DEPOSIT', amount);
  }

  /**
   * Refuses a move of `amount` into a game wallet that could be lost past a loss limit, or when
   * nothing is left to wager or the session limit has passed. Inside the transfer's transaction.
   */
  async checkTransferIn(trx: Db, player: Player, amount: bigint): Promise<void> {
    const uses = await this.usage(trx, player, true, PLAY_KINDS);
    const over = uses.find((u) => u.kind === 'LOSS' && amount > u.left) ?? uses.find((u) => u.left <= 0n);
    if (over) throw new LimitRefusal(over, 'TRANSFER', amount);
  }

  /**
   * A real-money launch: refused like `checkPlay`; else what the player may still stake and lose
   * and until when, for a vendor that checks each bet itself (the house vendor, decision 0063).
   */
  async launchAllowance(player: Player): Promise<PlayAllowance> {
    const uses = await this.usage(this.d.db, player, false, PLAY_KINDS);
    const over = uses.find((u) => u.left <= 0n);
    if (over) throw new LimitRefusal(over, 'LAUNCH', null);
    const least = (kind: LimitKind) =>
      uses
        .filter((u) => u.kind === kind)
        .reduce<bigint | null>((a, u) => (a === null || u.left < a ? u.left : a), null);
    const minutes = least('SESSION');
    return {
      stakeLeft: least('WAGER'),
      lossLeft: least('LOSS'),
      playUntil: minutes === null ? null : new Date(this.now().getTime() + Number(minutes) * MINUTE),
    };
  }

  /** Refuses a launch (or a bet) once nothing is left to lose or wager, or the session limit has passed. */
  async checkPlay(player: Player, action: GuardedAction, stake: bigint | null = null): Promise<void> {
    const uses = await this.usage(this.d.db, player, false, PLAY_KINDS);
    const over = uses.find((u) => u.left <= 0n || (stake !== null && u.kind !== 'SESSION' && stake > u.left));
    if (over) throw new LimitRefusal(over, action, stake);
  }

  /** Runs `work`; a limit's refusal is recorded for the operator's report (after the work's transaction). */
  async recordingRefusals<T>(player: Player, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof LimitRefusal)
        await repo.insertRefusal(this.d.db, {
          merchantId: player.merchantId,
          memberId: player.memberId,
          kind: error.use.kind,
          period: error.use.period,
          action: error.action,
          amount: error.amount,
        });
      throw error;
    }
  }
}

/** A stored value on the wire: money in major units, a SESSION limit in minutes. */
export const wireValue = (kind: LimitKind, value: bigint) =>
  kind === 'SESSION' ? Number(value) : fromMinor(value);

/** A limit in use as the player and the operator see it (major units; SESSION in minutes). */
export function limitView(u: LimitUse): PlayerLimit {
  return {
    kind: u.kind,
    period: u.period,
    value: wireValue(u.kind, u.value),
    used: wireValue(u.kind, u.used),
    left: wireValue(u.kind, u.left),
    resetsAt: u.resetsAt?.getTime() ?? null,
    pending: u.pending
      ? {
          value: u.pending.value === null ? null : wireValue(u.kind, u.pending.value),
          effectiveAt: u.pending.at.getTime(),
        }
      : null,
  };
}
