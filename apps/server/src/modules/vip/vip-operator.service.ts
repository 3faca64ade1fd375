import type { z } from 'zod';
import { AccountType } from '@bet/contracts/constants';
import { ErrorCodes } from '@bet/contracts/error-codes';
import type {
  OperatorVipLevels,
  PlayerVipResponse,
  saveVipLevelsRequest,
  setPlayerVipRequest,
} from '@bet/contracts/operator/operator-vip';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { AppError } from '../../shared/app-error.js';
import { writeAudit } from '../audit/audit.repo.js';
import type { Actor } from '../operator/operator-settings.service.js';
import { nameOfDecider } from '../wallet/operator-queues.repo.js';
import { findMemberByUsername } from '../wallet/wallet.repo.js';
import * as repo from './vip.repo.js';
import { changeOf, levelOf, relegationAt } from './vip-view.js';

type SaveLevels = z.output<typeof saveVipLevelsRequest>;
type SetPlayerVip = z.output<typeof setPlayerVipRequest>;

/**
 * The back office's VIP ranks (issue 18): the levels table (saved whole), a player's standing and
 * history, and a level set by hand with its reason. Audited.
 */
export class VipOperatorService {
  constructor(private readonly d: { db: Db; now?: () => Date }) {}

  async levels(merchantId: number): Promise<OperatorVipLevels> {
    const { db } = this.d;
    const [settings, levels, players] = await Promise.all([
      repo.findSettings(db, merchantId),
      repo.listLevels(db, merchantId),
      repo.playersPerLevel(db, merchantId),
    ]);
    return {
      periodDays: settings.period_days,
      graceDays: settings.grace_days,
      levels: levels.map((l) => ({ ...levelOf(l), players: players.get(l.level) ?? 0 })),
    };
  }

  /** Replaces the table; players keep their level until the next evaluation moves them. */
  async saveLevels(merchantId: number, body: SaveLevels, who: Actor): Promise<OperatorVipLevels> {
    await this.d.db.transaction().execute(async (trx) => {
      await repo.saveSettings(trx, merchantId, { period_days: body.periodDays, grace_days: body.graceDays });
      await repo.replaceLevels(
        trx,
        merchantId,
        body.levels.map((l) => ({
          merchant_id: merchantId,
          level: l.level,
          name: l.name,
          deposit_required: toMinor(l.depositRequired),
          bet_required: toMinor(l.betRequired),
          upgrade_bonus: toMinor(l.upgradeBonus),
          monthly_bonus: toMinor(l.monthlyBonus),
          birthday_bonus: toMinor(l.birthdayBonus),
          rebate_bp: Math.round(l.rebatePercent * 100),
          daily_withdrawal_limit: l.dailyWithdrawalLimit === null ? null : toMinor(l.dailyWithdrawalLimit),
        })),
      );
      await this.audit(trx, merchantId, who, 'vip.levels', { ...body });
    });
    return this.levels(merchantId);
  }

  async player(merchantId: number, username: string): Promise<PlayerVipResponse> {
    const { db } = this.d;
    const memberId = await this.memberId(merchantId, username);
    const [settings, levels, [f], history] = await Promise.all([
      repo.findSettings(db, merchantId),
      repo.listLevels(db, merchantId),
      repo.figures(db, [memberId], this.d.now?.() ?? new Date()),
      repo.listHistory(db, memberId, 100),
    ]);
    const level = f?.rank_level ?? 0;
    return {
      periodDays: settings.period_days,
      level,
      name: levels.find((l) => l.level === level)?.name ?? `VIP${level}`,
      deposits: fromMinor(f?.deposits ?? 0n),
      validBets: fromMinor(f?.bets ?? 0n),
      below: f?.rank_below_since
        ? {
            since: f.rank_below_since.getTime(),
            relegationAt: relegationAt(f.rank_below_since, settings.grace_days).getTime(),
          }
        : null,
      history: await Promise.all(
        history.map(async (h) => ({
          ...changeOf(h),
          note: h.note,
          by: await nameOfDecider(db, h.decided_by),
        })),
      ),
    };
  }

  /** Sets a player's level by hand: no upgrade bonus; the same level again changes nothing. */
  async setPlayer(merchantId: number, body: SetPlayerVip, who: Actor): Promise<PlayerVipResponse> {
    const memberId = await this.memberId(merchantId, body.username);
    const levels = await repo.listLevels(this.d.db, merchantId);
    const level = levels.find((l) => l.level === body.level);
    if (!level) throw new AppError(ErrorCodes.vipLevelUnknown);
    await this.d.db.transaction().execute(async (trx) => {
      const member = await repo.lockMember(trx, memberId);
      if (!member || member.rank_level === body.level) return;
      await repo.setLevel(trx, memberId, level.level, level.name, new Date());
      await repo.insertHistory(trx, {
        merchantId,
        memberId,
        from: member.rank_level,
        to: level.level,
        reason: 'OPERATOR',
        bonus: 0n,
        note: body.reason,
        decidedBy: `operator:${who.operatorId}`,
      });
      await this.audit(trx, merchantId, who, 'vip.player.level', {
        username: body.username,
        from: member.rank_level,
        to: level.level,
        reason: body.reason,
      });
    });
    return this.player(merchantId, body.username);
  }

  private async memberId(merchantId: number, username: string): Promise<bigint> {
    const member = await findMemberByUsername(this.d.db, merchantId, username);
    if (!member || member.type === AccountType.trial)
      throw new AppError(ErrorCodes.notFound, 'no such member');
    return BigInt(member.id);
  }

  private audit(db: Db, merchantId: number, who: Actor, action: string, detail: Record<string, unknown>) {
    return writeAudit(db, {
      actorType: 'operator',
      actorId: String(who.operatorId),
      merchantId,
      action,
      detail,
      ip: who.ip,
    });
  }
}
