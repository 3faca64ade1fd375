import type { Db } from '../db/create-db.js';
import * as repo from '../modules/vip/vip.repo.js';

const P = (pesos: number) => BigInt(Math.round(pesos * 100));

/** [name, deposits, valid bets, upgrade, monthly, birthday, rebate bp, daily withdrawal limit] */
const LEVELS: [string, number, number, number, number, number, number, number | null][] = [
  ['VIP0', 0, 0, 0, 0, 0, 0, 50_000],
  ['VIP1', 1_000, 5_000, 18, 0, 0, 20, 100_000],
  ['VIP2', 5_000, 25_000, 58, 20, 38, 30, 200_000],
  ['VIP3', 20_000, 100_000, 128, 50, 88, 40, 500_000],
  ['VIP4', 50_000, 300_000, 288, 100, 188, 50, 1_000_000],
  ['VIP5', 100_000, 800_000, 588, 300, 388, 60, null],
  ['VIP6', 300_000, 2_000_000, 1_288, 800, 888, 70, null],
  ['VIP7', 800_000, 5_000_000, 2_888, 1_888, 1_888, 80, null],
  ['VIP8', 2_000_000, 15_000_000, 8_888, 5_888, 5_888, 100, null],
];

/**
 * Nine VIP levels so /vip and the back office are alive on first start (decision 0055): thresholds
 * over the last 90 days, 30 days' grace; from VIP5 on, VIP service (spec: rank level above 4). The
 * promotion job ranks the demo players by their seeded deposits and bets within seconds.
 */
export async function seedDemoVip(db: Db, merchantId: number): Promise<void> {
  await repo.saveSettings(db, merchantId, { period_days: 90, grace_days: 30 });
  await repo.replaceLevels(
    db,
    merchantId,
    LEVELS.map(([name, deposits, bets, upgrade, monthly, birthday, rebate, limit], level) => ({
      merchant_id: merchantId,
      level,
      name,
      deposit_required: P(deposits),
      bet_required: P(bets),
      upgrade_bonus: P(upgrade),
      monthly_bonus: P(monthly),
      birthday_bonus: P(birthday),
      rebate_bp: rebate,
      daily_withdrawal_limit: limit === null ? null : P(limit),
    })),
  );
}
