import { ErrorCodes } from '@bet/contracts/error-codes';
import {
  DEFAULT_REALITY_CHECK_MINUTES,
  exclusionEnd,
  REALITY_CHECK_CHOICES,
  type ExcludeRequest,
  type ExclusionPeriod,
  type ExclusionView,
  type LimitKeyRequest,
  RG_HISTORY_MONTHS,
  type RgHistory,
  type RgOverview,
  type RgSession,
  type SetLimitRequest,
} from '@bet/contracts/responsible-gaming/responsible-gaming';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import { vendorPlayer, type VendorRegistry } from '../../adapters/game-vendor/game-vendor.js';
import { verifyPassword } from '../identity/password.js';
import type { MemberIdentity, SessionService } from '../identity/session.service.js';
import { monthlyAccount } from './account-history.repo.js';
import { changeOf, limitAt, limitWindow } from './limit-rules.js';
import { limitView, playerOf, type PlayLimits } from './play-limits.js';
import * as repo from './responsible-gaming.repo.js';

const storedValue = (kind: string, value: number) => (kind === 'SESSION' ? BigInt(value) : toMinor(value));

export const exclusionViewOf = (
  row: {
    kind: 'TIME_OUT' | 'SELF_EXCLUSION';
    period: string;
    starts_at: Date;
    ends_at: Date | null;
    return_at: Date | null;
  },
  now: Date,
): ExclusionView => ({
  kind: row.kind,
  period: row.period as ExclusionView['period'],
  startsAt: row.starts_at.getTime(),
  endsAt: row.ends_at?.getTime() ?? null,
  awaitingReturn: row.kind === 'SELF_EXCLUSION' && row.ends_at !== null && row.ends_at <= now,
  returnAt: row.return_at?.getTime() ?? null,
});

/**
 * A player's responsible-gaming tools (issue 20): limits (lower at once, higher after 24 hours),
 * the reality-check interval, and time-out or self-exclusion, which end every session at once and
 * cannot be undone before their end.
 */
export class ResponsibleGamingService {
  constructor(
    private readonly d: {
      db: Db;
      limits: PlayLimits;
      sessions: SessionService;
      /** Game vendors whose open game sessions end with the site's sessions. */
      vendors: VendorRegistry;
      timeZone: string;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  async overview(member: MemberIdentity): Promise<RgOverview> {
    const player = playerOf(member);
    const uses = await this.d.limits.usage(this.d.db, player);
    const minutes = await repo.findRealityCheckMinutes(this.d.db, member.memberId);
    return {
      limits: uses.map(limitView),
      realityCheckMinutes: minutes ?? DEFAULT_REALITY_CHECK_MINUTES,
      realityCheckChoices: [...REALITY_CHECK_CHOICES],
      timeZone: this.d.timeZone,
      sessionStartedAt: (player.sessionStartedAt ?? this.now()).getTime(),
      helpLinks: await repo.findHelpLinks(this.d.db, member.merchantId),
    };
  }

  /** The reality check: how long this session has run, what was staked and won or lost in it. */
  async session(member: MemberIdentity): Promise<RgSession> {
    const now = this.now();
    const started = new Date(member.sessionStartedAt ?? now.getTime());
    const played = await repo.betsSince(this.d.db, member.memberId, started);
    const minutes = await repo.findRealityCheckMinutes(this.d.db, member.memberId);
    return {
      startedAt: started.getTime(),
      minutes: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000)),
      staked: fromMinor(played.staked),
      net: fromMinor(played.paid - played.staked),
      bets: played.bets,
      realityCheckMinutes: minutes ?? DEFAULT_REALITY_CHECK_MINUTES,
    };
  }

  /** The account month by month, newest first: the last `RG_HISTORY_MONTHS` of the merchant's calendar. */
  async history(member: MemberIdentity): Promise<RgHistory> {
    const { timeZone } = this.d;
    const starts = [limitWindow('MONTH', timeZone, this.now()).start];
    while (starts.length < RG_HISTORY_MONTHS)
      starts.push(limitWindow('MONTH', timeZone, new Date(starts.at(-1)!.getTime() - 1)).start);
    const key = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    const rows = new Map(
      (await monthlyAccount(this.d.db, member.memberId, starts.at(-1)!, timeZone)).map((r) => [r.month, r]),
    );
    return {
      timeZone,
      months: starts.map((start) => {
        const month = key.format(start);
        const r = rows.get(month);
        const staked = BigInt(r?.staked ?? 0);
        return {
          month,
          deposits: fromMinor(BigInt(r?.deposits ?? 0)),
          withdrawals: fromMinor(BigInt(r?.withdrawals ?? 0)),
          staked: fromMinor(staked),
          net: fromMinor(BigInt(r?.paid ?? 0) - staked),
        };
      }),
    };
  }

  async setLimit(member: MemberIdentity, body: SetLimitRequest, by = 'player'): Promise<RgOverview> {
    const { kind, period } = body;
    const wanted = body.value === null ? null : storedValue(kind, body.value);
    const now = this.now();
    const tightened = await this.d.db.transaction().execute(async (trx) => {
      const stored = (await repo.findLimits(trx, member.memberId, true)).find(
        (l) => l.kind === kind && l.period === period,
      );
      const current = stored ? limitAt(stored, now).value : null;
      const change = changeOf(current, wanted, now);
      const { memberId, merchantId } = member;
      await repo.cancelWaitingChange(trx, memberId, kind, period, now);
      if (change.kind === 'NOW' && change.value === null) await repo.deleteLimit(trx, memberId, kind, period);
      else if (change.kind === 'NOW')
        await repo.upsertLimit(trx, {
          memberId,
          merchantId,
          limit: { kind, period, value: change.value!, pendingValue: null, pendingAt: null },
        });
      else
        await repo.upsertLimit(trx, {
          memberId,
          merchantId,
          limit: { kind, period, value: current!, pendingValue: change.value, pendingAt: change.at },
        });
      await repo.insertLimitChange(trx, {
        merchantId: member.merchantId,
        memberId: member.memberId,
        kind,
        period,
        oldValue: current,
        newValue: wanted,
        requestedBy: by,
        effectiveAt: change.kind === 'NOW' ? now : change.at,
      });
      return change.kind === 'NOW' && change.value !== null && kind !== 'DEPOSIT';
    });
    // Open game pages carry the allowance of their launch (decision 0063): a tighter play limit
    // ends them, and the next launch carries the new one.
    if (tightened) await this.endGameSessions(member.merchantId, member.memberId);
    return this.overview(member);
  }

  /** Cancels a raise or removal still waiting: the limit in force stays. */
  async cancelPending(member: MemberIdentity, body: LimitKeyRequest): Promise<RgOverview> {
    const now = this.now();
    await this.d.db.transaction().execute(async (trx) => {
      const stored = (await repo.findLimits(trx, member.memberId, true)).find(
        (l) => l.kind === body.kind && l.period === body.period,
      );
      if (!stored || !limitAt(stored, now).pending)
        throw new AppError(ErrorCodes.rgNothingPending, 'no change of this limit is waiting');
      await repo.upsertLimit(trx, {
        memberId: member.memberId,
        merchantId: member.merchantId,
        limit: { ...stored, pendingValue: null, pendingAt: null },
      });
      await repo.cancelWaitingChange(trx, member.memberId, body.kind, body.period, now);
    });
    return this.overview(member);
  }

  async setRealityCheck(member: MemberIdentity, minutes: number): Promise<RgOverview> {
    await repo.saveRealityCheckMinutes(this.d.db, member.memberId, minutes);
    return this.overview(member);
  }

  /** A time-out or self-exclusion the player asks for, confirmed by their password. */
  async exclude(member: MemberIdentity, body: ExcludeRequest, ip: string): Promise<ExclusionView> {
    const hash = await repo.findPasswordHash(this.d.db, member.memberId);
    if (!(await verifyPassword(hash, body.password)))
      throw new AppError(ErrorCodes.incorrectCredentials, 'the password is not right');
    return this.startExclusion(member.merchantId, member.memberId, body, {
      by: 'player',
      actorId: String(member.memberId),
      ip,
      reason: null,
    });
  }

  /**
   * Starts an exclusion now and ends every session of the account. One already running that ends
   * later stays in force: an exclusion is never shortened.
   */
  async startExclusion(
    merchantId: number,
    memberId: bigint,
    body: { kind: 'TIME_OUT' | 'SELF_EXCLUSION'; period: ExclusionPeriod },
    who: { by: string; actorId: string; ip: string; reason: string | null },
  ): Promise<ExclusionView> {
    const now = this.now();
    await this.d.db.transaction().execute(async (trx) => {
      await repo.insertExclusion(trx, {
        merchantId,
        memberId,
        kind: body.kind,
        period: body.period,
        startsAt: now,
        endsAt: exclusionEnd(body.period, now),
        setBy: who.by,
        reason: who.reason,
      });
      await writeAudit(trx, {
        actorType: who.by === 'player' ? 'member' : 'operator',
        actorId: who.actorId,
        merchantId,
        action: `rg.${body.kind.toLowerCase()}`,
        detail: { memberId: String(memberId), period: body.period },
        ip: who.ip,
      });
    });
    await this.d.sessions.closeAll(memberId, 'excluded');
    await this.endGameSessions(merchantId, memberId);
    return (await this.activeExclusion(memberId))!;
  }

  /**
   * Ends the player's open game pages at every vendor. A vendor that does not answer still refuses
   * money: none can move into its wallet, and its own sessions expire.
   */
  private async endGameSessions(merchantId: number, memberId: bigint): Promise<void> {
    await Promise.allSettled(
      this.d.vendors.all().map((v) => v.endPlayerSessions?.(merchantId, vendorPlayer(memberId))),
    );
  }

  activeExclusion(memberId: bigint): Promise<ExclusionView | null> {
    return activeExclusion(this.d.db, memberId, this.now());
  }
}

/** The exclusion in force at `now`, if any (the login refuses with it). */
export async function activeExclusion(
  db: Db,
  memberId: bigint,
  now = new Date(),
): Promise<ExclusionView | null> {
  const row = await repo.findActiveExclusion(db, memberId, now);
  return row ? exclusionViewOf(row, now) : null;
}
