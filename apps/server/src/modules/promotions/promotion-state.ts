import type {
  PromotionKind,
  PromotionClaimStatus,
  PromotionClosedReason,
  PromotionState,
} from '@bet/contracts/promotions/promotion-rules';
import type { StoredEligibility, StoredPromotionRules } from '../../db/schema-promotions.js';

/**
 * Whether a player must join before taking part. A reward with a turnover requirement holds back
 * withdrawals, so nobody gets one without asking: a deposit bonus always, cashback when it asks for
 * turnover (without, every eligible player takes part), a sign-up bonus and a prize draw always (a
 * draw's prize comes unasked, so entering is the asking). A code, or an application, is its own request.
 */
export const joinRequired = (rules: StoredPromotionRules): boolean =>
  rules.kind === 'DEPOSIT_BONUS' ||
  rules.kind === 'SIGN_UP' ||
  rules.kind === 'RAFFLE' ||
  (rules.kind === 'CASHBACK' && rules.turnoverMultiple > 0);

/** What eligibility reads of a player: registration, VIP level, deposits, labels, uplines, country, exclusion. */
export interface EligibilityMember {
  createdAt: Date;
  rankLevel: number;
  deposits: number;
  /** Member info's labels. */
  labels: string[];
  /** The usernames of every account above the player in the agent tree. */
  uplines: string[];
  /** The country the player signed up from, if known. */
  country: string | null;
  /** Under a time-out or self-exclusion now: no promotion, bonus or prize (issue 20). */
  excluded: boolean;
}

/** What the state of one promotion for one player depends on, gathered by the service. */
export interface StateFacts {
  now: Date;
  promotion: {
    kind: PromotionKind;
    /** joinRequired() of its rules. */
    joinRequired: boolean;
    status: 'ACTIVE' | 'PAUSED';
    startsAt: Date;
    endsAt: Date | null;
    budget: bigint | null;
    budgetUsed: bigint;
    /** The most one player may be paid by it in all (null: no limit). */
    playerBudget: bigint | null;
    eligibility: StoredEligibility;
    /** Deposit bonus on the first deposit: only a player with no deposit yet may join. */
    depositOrdinal: number | null;
    /**
     * Sign-up bonus: the days after registering within which it is joined and requested; only a
     * player registered at or after the start takes part. Null for other kinds.
     */
    signUpDays: number | null;
  };
  /** Undefined for a visitor (or a trial account): they see JOIN and are asked to log in. */
  member?: EligibilityMember;
  joinedAt: Date | null;
  /** This period's claim, if any. */
  claim: PromotionClaimStatus | null;
  /** What the player was paid or holds under review on it, over all periods. */
  playerPaid?: bigint;
  /**
   * What a joined reward waits for: a qualifying deposit (deposit bonus; READY while its claim
   * window is open), a complete account (sign-up bonus; LAPSED once its days are over), or a
   * ticket left (lucky wheel).
   */
  qualifier: 'READY' | 'NONE' | 'LAPSED' | 'DISQUALIFIED';
  /**
   * What the ready deposit would pay, a sign-up bonus's amount, or a wheel's least prize: a reward
   * the budget cannot cover closes the promotion.
   */
  reward?: bigint | null;
}

export interface StateOf {
  state: PromotionState;
  closedReason: PromotionClosedReason | null;
}

const open = (state: PromotionState): StateOf => ({ state, closedReason: null });
const closed = (closedReason: PromotionClosedReason): StateOf => ({ state: 'CLOSED', closedReason });

/** The last moment a new player may join and request a sign-up bonus. */
export const signUpDeadline = (member: { createdAt: Date }, days: number): Date =>
  new Date(member.createdAt.getTime() + days * 86_400_000);

/** Whether the member may take part at all (before any deposit of the promotion's own). */
export function eligible(f: Pick<StateFacts, 'promotion' | 'member'>, joining: boolean): boolean {
  const { member, promotion } = f;
  if (!member || member.excluded) return false;
  const rules = promotion.eligibility;
  const newPlayersOnly = rules.newPlayersOnly || promotion.signUpDays !== null;
  if (newPlayersOnly && member.createdAt < promotion.startsAt) return false;
  if (rules.vipLevels.length > 0 && !rules.vipLevels.includes(member.rankLevel)) return false;
  if (member.deposits < rules.minDeposits) return false;
  const labels = rules.labels ?? [];
  if (labels.length > 0 && !member.labels.some((l) => labels.includes(l))) return false;
  const agents = rules.agents ?? [];
  if (agents.length > 0 && !member.uplines.some((u) => agents.includes(u))) return false;
  const countries = rules.countries ?? [];
  if (countries.length > 0 && (member.country === null || !countries.includes(member.country))) return false;
  // Once joined, the first deposit is the one the bonus waits for; before, none may exist yet.
  if (joining && promotion.depositOrdinal !== null && member.deposits >= promotion.depositOrdinal)
    return false;
  return true;
}

/**
 * The player's state of a promotion (spec §4's activity states). A claim decides first (what was
 * paid stays visible after the end); then the operator's pause, a reward that is ready, the end,
 * the budget, and the player's own progress.
 */
export function promotionStateOf(f: StateFacts): StateOf {
  const p = f.promotion;
  if (f.now < p.startsAt) return open('COMING_SOON');
  if (f.claim === 'PAID') return open('CLAIMED');
  if (f.claim === 'FLAGGED') return open('PROCESS');
  if (f.claim === 'APPLIED') return open('APPLYING');
  if (f.claim === 'REJECTED') return open('REJECTED');
  if (p.status === 'PAUSED') return closed('PAUSED');
  // The promotion's budget, and the player's share of it, must both cover the reward.
  const covers = (amount: bigint) =>
    (p.budget === null || p.budgetUsed + amount <= p.budget) &&
    (p.playerBudget === null || (f.playerPaid ?? 0n) + amount <= p.playerBudget);
  // A time-out or self-exclusion stops every promotion, a reward already earned too (issue 20).
  if (f.member?.excluded) return closed('NOT_ELIGIBLE');
  // A reward earned before the end may still be claimed within its window.
  if (f.member && f.joinedAt && f.qualifier === 'READY')
    return covers(f.reward ?? 1n) ? open('CLAIM') : closed('BUDGET');
  if (p.endsAt && f.now >= p.endsAt) return closed('ENDED');
  if (!covers(f.reward ?? 1n)) return closed('BUDGET');
  if (!f.member) return open('JOIN');
  if (!eligible(f, f.joinedAt === null)) return closed('NOT_ELIGIBLE');
  if (p.signUpDays !== null && f.now.getTime() >= signUpDeadline(f.member, p.signUpDays).getTime())
    return closed('ENDED');
  // A code and an application are their own request: nothing to join first.
  if (p.kind === 'BONUS_CODE' || p.kind === 'APPLICATION') return open('JOIN');
  if (!f.joinedAt && p.joinRequired) return open('JOIN');
  if (f.qualifier === 'DISQUALIFIED') return closed('NOT_ELIGIBLE');
  if (f.qualifier === 'LAPSED') return closed('ENDED');
  // A wheel with a ticket left (nothing to join: tickets are earned by taking part).
  if (f.qualifier === 'READY') return open('CLAIM');
  return open('JOINED');
}
