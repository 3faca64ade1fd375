import {
  REFERRAL_FRIENDS_SHOWN,
  REFERRAL_REFUSED_EXCLUDED,
  type ReferralFriendStatus,
  type ReferralSummaryResponse,
  type ReferralTier,
} from '@bet/contracts/referral/referral';
import { fromMinor } from '@bet/contracts/wallet/amount';
import type { Db } from '../../db/create-db.js';
import { readFeed, touchedMembers } from '../feeds/xid-feed.repo.js';
import { maskName } from '../games/winners.service.js';
import type { MemberIdentity } from '../identity/session.service.js';
import { payReward } from '../promotions/pay-claim.js';
import { linkedAccounts } from '../promotions/promotion-signals.repo.js';
import * as repo from './referral.repo.js';

export const tierOf = (t: repo.ReferralTierRow): ReferralTier => ({
  tier: t.tier,
  depositRequired: fromMinor(BigInt(t.deposit_required)),
  betRequired: fromMinor(BigInt(t.bet_required)),
  reward: fromMinor(BigInt(t.reward)),
  turnoverMultiple: t.turnover_multiple,
});

/**
 * Referral (issue 18, decision 0056): the player's code and friends (masked), and the scheduler's
 * rewards: when a friend's own deposits and valid bets since registering reach a tier's figures, the
 * referrer is paid that tier's reward once (one ledger transfer keyed by friend and tier), unless the
 * two accounts share a bank account, ID number, browser or registration IP: then the reward is
 * refused, with those signals (self-referral).
 */
export class ReferralService {
  constructor(private readonly d: { db: Db }) {}

  async summary(member: MemberIdentity): Promise<ReferralSummaryResponse> {
    const { db } = this.d;
    const [{ referral_code }, tiers, friends] = await Promise.all([
      repo.findReferralCode(db, member.memberId),
      repo.listTiers(db, member.merchantId),
      repo.friendsOf(db, member.memberId, REFERRAL_FRIENDS_SHOWN),
    ]);
    const status = (f: { deposited: boolean; active: boolean }): ReferralFriendStatus =>
      f.active ? 'ACTIVE' : f.deposited ? 'DEPOSITED' : 'REGISTERED';
    return {
      code: referral_code,
      friends: {
        total: friends.total,
        registered: friends.total,
        deposited: friends.deposited,
        active: friends.active,
      },
      rewarded: fromMinor(friends.rewards.reduce((sum, r) => sum + r.amount, 0n)),
      tiers: tiers.map(tierOf),
      list: friends.list.map((f) => {
        const mine = friends.rewards.filter((r) => r.friendId === f.id);
        return {
          name: maskName(f.username),
          registeredAt: f.created_at.getTime(),
          status: status(f),
          tiersReached: mine.map((r) => r.tier).sort((a, b) => a - b),
          rewarded: fromMinor(mine.reduce((sum, r) => sum + r.amount, 0n)),
        };
      }),
    };
  }

  /** The paying job: friends with new settled bets or completed deposits, in the feed's transaction. */
  payFromFeed(): Promise<number> {
    return readFeed(
      this.d.db,
      'referral_feed',
      async (trx, from, to) => this.pay(trx, await touchedMembers(trx, from, to)),
      0,
    );
  }

  /** Rewards (or refuses) each tier the friends among `memberIds` have newly reached; answers how many. */
  async pay(trx: Db, memberIds: bigint[]): Promise<number> {
    const friends = await repo.friendFigures(trx, memberIds);
    if (friends.length === 0) return 0;
    const done = await repo.rewardedTiers(
      trx,
      friends.map((f) => f.friend_id),
    );
    const tiersOf = new Map<number, repo.ReferralTierRow[]>();
    let rewarded = 0;
    for (const f of friends) {
      if (!tiersOf.has(f.merchant_id)) tiersOf.set(f.merchant_id, await repo.listTiers(trx, f.merchant_id));
      const due = tiersOf
        .get(f.merchant_id)!
        .filter(
          (t) =>
            !done.get(f.friend_id)?.has(t.tier) &&
            f.deposits >= BigInt(t.deposit_required) &&
            f.bets >= BigInt(t.bet_required),
        );
      if (due.length === 0) continue;
      const shared = (await linkedAccounts(trx, f.merchant_id, [f.friend_id]))
        .filter((l) => BigInt(l.member_id) === f.referrer_id)
        .map((l) => l.signal);
      // A referrer under a time-out or self-exclusion earns no bonus (issue 20): refused, not delayed.
      const refusal = f.referrerExcluded
        ? REFERRAL_REFUSED_EXCLUDED
        : shared.length
          ? [...new Set(shared)].sort().join(',')
          : null;
      for (const t of due) {
        const reward = BigInt(t.reward);
        const id = await repo.insertReward(trx, {
          merchant_id: f.merchant_id,
          referrer_id: f.referrer_id,
          friend_id: f.friend_id,
          tier: t.tier,
          amount: reward,
          status: refusal ? 'REFUSED' : 'PAID',
          reason: refusal,
        });
        if (id === null || refusal) continue;
        const transferId = await payReward(trx, {
          merchantId: f.merchant_id,
          key: `referral:${f.friend_id}:${t.tier}`,
          meta: { friendId: String(f.friend_id), tier: t.tier },
          memberId: f.referrer_id,
          amount: reward,
          turnover: reward * BigInt(t.turnover_multiple),
          name: `Referral reward: tier ${t.tier}`,
        });
        await repo.setRewardTransfer(trx, id, transferId);
        rewarded++;
      }
    }
    return rewarded;
  }
}
