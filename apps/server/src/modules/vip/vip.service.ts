import { ErrorCodes } from '@bet/contracts/error-codes';
import type { VipLevelsResponse, VipProgressResponse } from '@bet/contracts/vip/vip';
import { qualifyingLevel } from '@bet/contracts/vip/vip-rules';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { payReward } from '../promotions/pay-claim.js';
import { readFeed, touchedMembers } from '../feeds/xid-feed.repo.js';
import * as repo from './vip.repo.js';
import { changeOf, levelOf, relegationAt, thresholdsOf } from './vip-view.js';

const HISTORY_SHOWN = 20;

/**
 * Pays a VIP reward once under `key` (the ledger's idempotency key): answers what was paid, 0 when
 * it was paid before (a replayed run, a second promotion to the same level) or the player is under
 * a time-out or self-exclusion (forfeited: exclusion stops bonuses, issue 20).
 */
export async function payVipReward(
  trx: Db,
  r: { merchantId: number; memberId: bigint; key: string; amount: bigint; turnover: bigint; name: string },
): Promise<bigint> {
  if (r.amount <= 0n) return 0n;
  try {
    await payReward(trx, { ...r, meta: { vip: r.key } });
    return r.amount;
  } catch (e) {
    if (
      e instanceof AppError &&
      (e.errorCode === ErrorCodes.promotionAlreadyClaimed || e.errorCode === ErrorCodes.rgExcluded)
    )
      return 0n;
    throw e;
  }
}

/**
 * VIP ranks (issue 18, decision 0055): the levels and a player's progress, and the evaluation that
 * moves players between levels: up as soon as their figures over the rolling period reach a level
 * (on the next run of the promotion job after a settled bet or a completed deposit), paying each
 * level's upgrade bonus once; down only after the grace days below their level's figures.
 */
export class VipService {
  constructor(private readonly d: { db: Db; now?: () => Date }) {}

  private now() {
    return this.d.now?.() ?? new Date();
  }

  async levels(merchantId: number): Promise<VipLevelsResponse> {
    const [settings, levels] = await Promise.all([
      repo.findSettings(this.d.db, merchantId),
      repo.listLevels(this.d.db, merchantId),
    ]);
    return { periodDays: settings.period_days, graceDays: settings.grace_days, levels: levels.map(levelOf) };
  }

  async progress(member: MemberIdentity): Promise<VipProgressResponse> {
    const { db } = this.d;
    const [settings, levels, [figures], history] = await Promise.all([
      repo.findSettings(db, member.merchantId),
      repo.listLevels(db, member.merchantId),
      repo.figures(db, [member.memberId], this.now()),
      repo.listHistory(db, member.memberId, HISTORY_SHOWN),
    ]);
    const level = figures?.rank_level ?? 0;
    const next = levels.find((l) => l.level === level + 1);
    return {
      level,
      name: levels.find((l) => l.level === level)?.name ?? `VIP${level}`,
      since: figures?.rank_since?.getTime() ?? null,
      periodDays: settings.period_days,
      deposits: fromMinor(figures?.deposits ?? 0n),
      validBets: fromMinor(figures?.bets ?? 0n),
      next: next
        ? {
            level: next.level,
            name: next.name,
            depositRequired: fromMinor(BigInt(next.deposit_required)),
            betRequired: fromMinor(BigInt(next.bet_required)),
          }
        : null,
      below: figures?.rank_below_since
        ? {
            since: figures.rank_below_since.getTime(),
            relegationAt: relegationAt(figures.rank_below_since, settings.grace_days).getTime(),
          }
        : null,
      history: history.map(changeOf),
    };
  }

  /**
   * Moves one member to where their figures put them: up at once (each level's upgrade bonus paid
   * once), and, when `relegate`, down to the level their figures reach once they have been below
   * their own for the grace days. Runs in the caller's transaction; answers whether the level changed.
   */
  private async evaluateOne(
    trx: Db,
    f: repo.MemberFigures,
    levels: repo.VipLevelRow[],
    graceDays: number,
    relegate: boolean,
  ): Promise<boolean> {
    const now = this.now();
    const reached = qualifyingLevel(thresholdsOf(levels), f.deposits, f.bets);
    if (reached === f.rank_level) {
      if (f.rank_below_since) await repo.setBelowSince(trx, f.member_id, null);
      return false;
    }
    if (reached < f.rank_level && !f.rank_below_since) {
      await repo.setBelowSince(trx, f.member_id, now);
      return false;
    }
    if (reached < f.rank_level && (!relegate || relegationAt(f.rank_below_since!, graceDays) > now))
      return false;
    const member = await repo.lockMember(trx, f.member_id);
    if (!member || member.rank_level !== f.rank_level) return false; // moved meanwhile: the next run sees it
    let bonus = 0n;
    for (const l of levels.filter((x) => x.level > f.rank_level && x.level <= reached))
      bonus += await payVipReward(trx, {
        merchantId: f.merchant_id,
        memberId: f.member_id,
        key: `vip:upgrade:${f.member_id}:${l.level}`,
        amount: BigInt(l.upgrade_bonus),
        turnover: BigInt(l.upgrade_bonus),
        name: `${l.name} upgrade bonus`,
      });
    await repo.setLevel(
      trx,
      f.member_id,
      reached,
      levels.find((l) => l.level === reached)?.name ?? `VIP${reached}`,
      now,
    );
    await repo.insertHistory(trx, {
      merchantId: f.merchant_id,
      memberId: f.member_id,
      from: f.rank_level,
      to: reached,
      reason: reached > f.rank_level ? 'PROMOTED' : 'RELEGATED',
      bonus,
    });
    return true;
  }

  /**
   * Evaluates `memberIds` in the caller's transaction (`trx`), or each in its own transaction when
   * none is given. Answers the level changes made.
   */
  async evaluate(memberIds: bigint[], relegate: boolean, trx?: Db): Promise<number> {
    const db = trx ?? this.d.db;
    const levelsOf = await repo.levelsByMerchant(db);
    const figures = await repo.figures(db, memberIds, this.now());
    // Read before any member's transaction: PGlite has one connection, held by an open transaction.
    const grace = new Map<number, number>();
    for (const merchantId of new Set(figures.map((f) => f.merchant_id)))
      grace.set(merchantId, (await repo.findSettings(db, merchantId)).grace_days);
    let changes = 0;
    for (const f of figures) {
      const levels = levelsOf.get(f.merchant_id);
      if (!levels?.length) continue;
      const run = (t: Db) => this.evaluateOne(t, f, levels, grace.get(f.merchant_id)!, relegate);
      if (await (trx ? run(trx) : this.d.db.transaction().execute(run))) changes++;
    }
    return changes;
  }

  /** The hourly sweep: every ranked member, relegations included (decision 0055). */
  async sweep(): Promise<number> {
    return this.evaluate(await repo.rankedMembers(this.d.db), true);
  }

  /**
   * The promotion job: the members with bets settled or deposits completed since the last run,
   * evaluated in one transaction with the feed's move (a crash leaves both; the next run redoes it,
   * and a promotion or a bonus is never made twice).
   */
  promoteFromFeed(): Promise<number> {
    return readFeed(
      this.d.db,
      'vip_feed',
      async (trx, from, to) => this.evaluate(await touchedMembers(trx, from, to), false, trx),
      0,
    );
  }
}
