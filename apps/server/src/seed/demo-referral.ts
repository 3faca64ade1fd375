import type { Db } from '../db/create-db.js';
import * as repo from '../modules/referral/referral.repo.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const P = (pesos: number) => BigInt(pesos * 100);

/**
 * Referral alive on first start (decision 0056): three tiers, and `demodown2` registered as
 * `demoplayer`'s friend, so the invite page lists a friend and the paying job rewards the tiers its
 * seeded deposits and bets reach within seconds.
 */
export async function seedDemoReferral(db: Db, merchantId: number): Promise<void> {
  await repo.replaceTiers(db, merchantId, [
    {
      merchant_id: merchantId,
      tier: 1,
      deposit_required: P(500),
      bet_required: 0n,
      reward: P(50),
      turnover_multiple: 1,
    },
    {
      merchant_id: merchantId,
      tier: 2,
      deposit_required: P(2_000),
      bet_required: P(10_000),
      reward: P(150),
      turnover_multiple: 1,
    },
    {
      merchant_id: merchantId,
      tier: 3,
      deposit_required: P(10_000),
      bet_required: P(50_000),
      reward: P(500),
      turnover_multiple: 3,
    },
  ]);
  const referrer = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_ACCOUNTS.player)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('members')
    .set({ recommender_id: String(referrer.id) })
    .where('merchant_id', '=', merchantId)
    .where('username', '=', DEMO_ACCOUNTS.downlines[1])
    .execute();
}
