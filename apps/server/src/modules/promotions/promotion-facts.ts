import {
  depositOrdinal,
  percentRewardMinor,
  type SignUpRequirement,
} from '@bet/contracts/promotions/promotion-rules';
import type { Db } from '../../db/create-db.js';
import { CoalescingLoader } from '../../shared/coalescing-loader.js';
import { periodAt } from '../agent-settlement/contract-periods.js';
import * as membersRepo from './promotion-members.repo.js';
import {
  joinRequired,
  promotionStateOf,
  signUpDeadline,
  type StateFacts,
  type StateOf,
} from './promotion-state.js';
import * as repo from './promotions.repo.js';
import { DrawFacts, smallestPrize, type RainStanding } from './draw-facts.js';
import type { WheelTickets } from './wheel-tickets.js';

/** What the state of every promotion needs to know about one member, read once per request. */
export interface MemberView {
  member: membersRepo.MemberFacts;
  joins: Map<number, Date>;
  claims: membersRepo.MemberSnapshot['claims'];
}

export interface PromotionStanding {
  state: StateOf;
  /** Deposit bonus: the deposit that qualifies this period. */
  deposit: repo.DepositRow | null;
  /** What a claim would pay now (CLAIM only; never a draw's, the wheel's or the rain's). */
  reward: bigint | null;
  /** This period's claim. */
  claim: MemberView['claims'][number] | null;
  /** Lucky wheel: the player's tickets this period (null for other kinds and visitors). */
  wheel: WheelTickets | null;
  /** Red-envelope rain: the rain falling now, else the next one (null for other kinds, or none to come). */
  rain: RainStanding | null;
}

const DAY_MS = 86_400_000;

/** A promotion row as its state sees it. */
export const stateTermsOf = (p: repo.PromotionRow): StateFacts['promotion'] => ({
  kind: p.kind,
  joinRequired: joinRequired(p.rules),
  status: p.status,
  startsAt: p.starts_at,
  endsAt: p.ends_at,
  budget: p.budget === null ? null : BigInt(p.budget),
  budgetUsed: BigInt(p.budget_used),
  playerBudget: p.player_budget === null ? null : BigInt(p.player_budget),
  eligibility: p.eligibility,
  depositOrdinal: p.rules.kind === 'DEPOSIT_BONUS' ? depositOrdinal(p.rules.deposit) : null,
  signUpDays: p.rules.kind === 'SIGN_UP' ? p.claim_days : null,
});

/** Whether the member's account meets one requirement of a sign-up bonus. */
export const meetsRequirement = (member: membersRepo.MemberFacts, requirement: SignUpRequirement): boolean =>
  requirement === 'MOBILE' ? member.hasMobile : member.bankCards > 0;

/**
 * A joined sign-up bonus is ready once the account meets every requirement, within its days after
 * registering; after them it has lapsed.
 */
function signUpQualifier(
  p: repo.PromotionRow,
  member: membersRepo.MemberFacts,
  now: Date,
): StateFacts['qualifier'] {
  if (p.rules.kind !== 'SIGN_UP') return 'NONE';
  if (now >= signUpDeadline({ createdAt: member.created_at }, p.claim_days)) return 'LAPSED';
  return p.rules.requires.every((r) => meetsRequirement(member, r)) ? 'READY' : 'NONE';
}

/** A member's snapshot as the states read it (joins by promotion). */
export const viewOf = ({ member, joins, claims }: membersRepo.MemberSnapshot): MemberView => ({
  member,
  joins: new Map(joins.map((j) => [j.promotion_id, j.joined_at])),
  claims,
});

/** Reads the facts a promotion's state depends on and computes it (promotion-state.ts decides). */
export class PromotionFacts {
  /** Deposit reads on the service's own connection pool, coalesced (in a transaction: direct). */
  private readonly deposits: CoalescingLoader<repo.DepositAsk, repo.DepositRow>;

  /**
   * Claimants' snapshots, keyed `promotionId:memberId`: a hot promotion's concurrent claims (or a
   * rain's grabs) read their members in one query per promotion (the claims bench's largest cost).
   */
  private readonly claimants = new CoalescingLoader<string, MemberView>(async (keys) => {
    const byPromotion = new Map<number, bigint[]>();
    for (const key of keys) {
      const [promotionId, memberId] = key.split(':').map(Number) as [number, number];
      byPromotion.set(promotionId, [...(byPromotion.get(promotionId) ?? []), BigInt(memberId)]);
    }
    const views = new Map<string, MemberView>();
    for (const [promotionId, memberIds] of byPromotion) {
      for (const [memberId, s] of await membersRepo.memberSnapshots(this.d.db, memberIds, [promotionId]))
        views.set(`${promotionId}:${memberId}`, viewOf(s));
    }
    return views;
  });

  /** The lucky wheel's tickets and the red-envelope rain's rains. */
  readonly draws: DrawFacts;

  constructor(private readonly d: { timeZone: string; db: Db }) {
    this.draws = new DrawFacts(d);
    this.deposits = new CoalescingLoader(async (asks) => {
      const found = await repo.firstDeposits(d.db, asks);
      return new Map(asks.flatMap((ask, k) => (found[k] ? [[ask, found[k]] as const] : [])));
    });
  }

  private async deposit(db: Db, ask: repo.DepositAsk): Promise<repo.DepositRow | undefined> {
    return db === this.d.db ? this.deposits.load(ask) : (await repo.firstDeposits(db, [ask]))[0];
  }

  async memberView(db: Db, memberId: bigint | undefined, promotions: repo.PromotionRow[]) {
    if (memberId === undefined) return undefined;
    return viewOf(
      await membersRepo.memberSnapshot(
        db,
        memberId,
        promotions.map((p) => p.id),
      ),
    );
  }

  /** A claimant's snapshot for one promotion, read on the root pool together with concurrent ones. */
  claimantView(promotionId: number, memberId: bigint): Promise<MemberView | undefined> {
    return this.claimants.load(`${promotionId}:${memberId}`);
  }

  /** The claim key of the period `now` falls in: 'once', or the day's / week's key. */
  periodKey(p: repo.PromotionRow, now: Date): string {
    if (p.rules.kind === 'RED_ENVELOPE') return this.draws.rainOf(p, now)?.rain.key ?? 'none';
    if (p.repeat === 'ONCE') return 'once';
    return periodAt(p.repeat === 'DAILY' ? 'D' : 'W', this.d.timeZone, now).key;
  }

  async stateOf(
    db: Db,
    p: repo.PromotionRow,
    view: MemberView | undefined,
    now: Date,
  ): Promise<PromotionStanding> {
    const period = this.periodKey(p, now);
    const claim = view?.claims.find((c) => c.promotion_id === p.id && c.period === period) ?? null;
    const joinedAt = view?.joins.get(p.id) ?? null;
    const found =
      view && joinedAt && !claim && p.rules.kind === 'DEPOSIT_BONUS'
        ? await this.qualifyingDeposit(db, p, view.member.id, joinedAt, now)
        : { status: 'NONE' as const, deposit: null };
    const wheel = view ? await this.draws.wheelTickets(db, p, view.member.id, now) : null;
    const rain = await this.draws.rainStanding(db, p, now);
    const qualifier =
      view && joinedAt && !claim && p.rules.kind === 'SIGN_UP'
        ? signUpQualifier(p, view.member, now)
        : wheel
          ? wheel.left > 0
            ? 'READY'
            : 'NONE'
          : rain
            ? rain.live && rain.envelopesLeft > 0 && !claim
              ? 'READY'
              : 'NONE'
            : found.status;
    const reward =
      p.rules.kind === 'SIGN_UP'
        ? BigInt(p.rules.amountMinor)
        : p.rules.kind === 'LUCKY_WHEEL' || p.rules.kind === 'RAFFLE'
          ? smallestPrize(p.rules.prizes)
          : p.rules.kind === 'RED_ENVELOPE'
            ? BigInt(p.rules.minMinor)
            : found.status === 'READY' && p.rules.kind === 'DEPOSIT_BONUS'
              ? percentRewardMinor(
                  {
                    percent: p.rules.percent,
                    capMinor: BigInt(p.rules.capMinor),
                    minimumMinor: BigInt(p.rules.minDepositMinor),
                  },
                  BigInt(found.deposit.amount),
                )
              : null;
    const facts: StateFacts = {
      now,
      promotion: stateTermsOf(p),
      member: view
        ? {
            createdAt: view.member.created_at,
            rankLevel: view.member.rank_level,
            deposits: Number(view.member.deposits),
            labels: view.member.labels,
            uplines: view.member.uplines,
            country: view.member.country,
            excluded: view.member.excluded,
          }
        : undefined,
      joinedAt,
      claim: claim?.status ?? null,
      playerPaid: (view?.claims ?? [])
        .filter((c) => c.promotion_id === p.id && (c.status === 'PAID' || c.status === 'FLAGGED'))
        .reduce((sum, c) => sum + c.amount, 0n),
      qualifier,
      reward,
    };
    const state = promotionStateOf(facts);
    // A draw's prize is unknown until drawn: only a claim's reward is told in advance.
    const shown = state.state === 'CLAIM' && !wheel && !rain ? reward : null;
    return { state, deposit: found.deposit, reward: shown, claim, wheel, rain };
  }

  /**
   * The deposit a joined deposit bonus pays on: the player's first deposit (FIRST), the first one of
   * at least the minimum after joining (ANY, ONCE), or the first one of this day / week (DAILY,
   * WEEKLY). A once-only reward waits `claim_days` for its claim; a periodic one, until the period ends.
   */
  private async qualifyingDeposit(db: Db, p: repo.PromotionRow, memberId: bigint, joinedAt: Date, now: Date) {
    if (p.rules.kind !== 'DEPOSIT_BONUS') return { status: 'NONE' as const, deposit: null };
    const minimum = BigInt(p.rules.minDepositMinor);
    const latest = (...dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));
    const ordinal = depositOrdinal(p.rules.deposit);
    if (ordinal !== null) {
      // The player's nth deposit ever: it must come after joining, within the run, at its minimum.
      const nth = await this.deposit(db, { memberId, minimum: 0n, from: null, to: null, skip: ordinal - 1 });
      if (!nth?.completed_at) return { status: 'NONE' as const, deposit: null };
      const inWindow =
        nth.completed_at >= latest(joinedAt, p.starts_at) && (!p.ends_at || nth.completed_at < p.ends_at);
      if (!inWindow || BigInt(nth.amount) < minimum)
        return { status: 'DISQUALIFIED' as const, deposit: null };
      return this.withinClaimWindow(p, nth, now);
    }
    if (p.repeat === 'ONCE') {
      const d = await this.deposit(db, {
        memberId,
        minimum,
        from: latest(joinedAt, p.starts_at),
        to: p.ends_at,
      });
      return d ? this.withinClaimWindow(p, d, now) : { status: 'NONE' as const, deposit: null };
    }
    const period = periodAt(p.repeat === 'DAILY' ? 'D' : 'W', this.d.timeZone, now);
    const end = p.ends_at && p.ends_at < period.end ? p.ends_at : period.end;
    const d = await this.deposit(db, {
      memberId,
      minimum,
      from: latest(joinedAt, p.starts_at, period.start),
      to: end,
    });
    return d ? { status: 'READY' as const, deposit: d } : { status: 'NONE' as const, deposit: null };
  }

  private withinClaimWindow(p: repo.PromotionRow, d: repo.DepositRow, now: Date) {
    const by = (d.completed_at?.getTime() ?? 0) + p.claim_days * DAY_MS;
    return now.getTime() < by
      ? { status: 'READY' as const, deposit: d }
      : { status: 'LAPSED' as const, deposit: d };
  }
}
