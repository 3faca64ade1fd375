import type { Db } from '../../db/create-db.js';
import { periodAt } from '../agent-settlement/contract-periods.js';
import * as repo from './vip.repo.js';
import { payVipReward } from './vip.service.js';

/**
 * The benefits a VIP level pays by the calendar (issue 18, decision 0055), in the merchant's time
 * zone: yesterday's rebate on valid bets, this month's bonus, and the birthday bonus on the day.
 * Each is one ledger transfer keyed by member and period, so the hourly run pays each once however
 * often it runs; a player promoted mid-month gets that month's bonus at the next run.
 */
export class VipBenefitsService {
  constructor(private readonly d: { db: Db; timeZone: string; now?: () => Date }) {}

  async pay(): Promise<number> {
    const { db, timeZone } = this.d;
    const now = this.d.now?.() ?? new Date();
    const today = periodAt('D', timeZone, now);
    const yesterday = periodAt('D', timeZone, new Date(today.start.getTime() - 1));
    const month = periodAt('M', timeZone, now);
    const levelsOf = await repo.levelsByMerchant(db);
    const members = await repo.figures(db, await repo.rankedMembers(db), now);
    const rebateBase = await repo.validBetsIn(
      db,
      members.map((m) => m.member_id),
      yesterday.start,
      yesterday.end,
    );
    let paid = 0;
    for (const m of members) {
      const level = levelsOf.get(m.merchant_id)?.find((l) => l.level === m.rank_level);
      if (!level) continue;
      const rebate = ((rebateBase.get(m.member_id) ?? 0n) * BigInt(level.rebate_bp)) / 10_000n;
      const birthday = m.birthday === today.key.slice(5, 10);
      const due = [
        {
          key: `vip:rebate:${m.member_id}:${yesterday.key}`,
          amount: rebate,
          turnover: 0n,
          name: `${level.name} rebate ${yesterday.key}`,
        },
        {
          key: `vip:monthly:${m.member_id}:${month.key}`,
          amount: BigInt(level.monthly_bonus),
          turnover: BigInt(level.monthly_bonus),
          name: `${level.name} monthly bonus ${month.key}`,
        },
        ...(birthday
          ? [
              {
                key: `vip:birthday:${m.member_id}:${today.key.slice(0, 4)}`,
                amount: BigInt(level.birthday_bonus),
                turnover: BigInt(level.birthday_bonus),
                name: `${level.name} birthday bonus`,
              },
            ]
          : []),
      ].filter((r) => r.amount > 0n);
      for (const r of due) {
        const amount = await db
          .transaction()
          .execute((trx) => payVipReward(trx, { merchantId: m.merchant_id, memberId: m.member_id, ...r }));
        if (amount > 0n) paid++;
      }
    }
    return paid;
  }
}
