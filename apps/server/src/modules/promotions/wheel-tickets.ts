import { wheelTicketsEarned } from '@bet/contracts/promotions/promotion-rules';
import type { Db } from '../../db/create-db.js';
import type { StoredPromotionRules } from '../../db/schema-promotions.js';
import * as wheelRepo from './lucky-wheel.repo.js';

type WheelRules = Extract<StoredPromotionRules, { kind: 'LUCKY_WHEEL' }>;

/** A player's tickets of one wheel in one period. */
export interface WheelTickets {
  period: string;
  /** Deposited or bet in the period so far (from the promotion's start). */
  basis: bigint;
  earned: number;
  used: number;
  left: number;
  /** What more earns the next ticket; null once the period's most are earned. */
  toNextTicket: bigint | null;
  latest: wheelRepo.SpinRow[];
}

/** Tickets (a wheel's or a prize draw's entries) from a basis and those already used (pure: the rules' arithmetic). */
export function ticketsOf(
  rules: Pick<WheelRules, 'ticketStepMinor' | 'ticketsMax'>,
  basis: bigint,
  used = 0,
) {
  const stepMinor = BigInt(rules.ticketStepMinor);
  const earned = wheelTicketsEarned({ stepMinor, ticketsMax: rules.ticketsMax }, basis);
  const toNextTicket = earned < rules.ticketsMax ? stepMinor * (basis / stepMinor + 1n) - basis : null;
  // Never below zero: an operator who raises the step mid-period takes no spin back.
  return { earned, left: Math.max(0, earned - used), toNextTicket };
}

/**
 * Reads what earned the member's tickets in [from, to) — the period's window within the
 * promotion's run, up to now — and the spins made in the period.
 */
export async function wheelTickets(
  db: Db,
  rules: WheelRules,
  q: { promotionId: number; memberId: bigint; period: string; from: Date; to: Date },
): Promise<WheelTickets> {
  const [basis, spins] = await Promise.all([
    q.to > q.from ? wheelRepo.ticketBasis(db, q.memberId, rules.basis, q.from, q.to) : Promise.resolve(0n),
    wheelRepo.periodSpins(db, q.promotionId, q.memberId, q.period),
  ]);
  return {
    period: q.period,
    basis,
    used: spins.used,
    latest: spins.latest,
    ...ticketsOf(rules, basis, spins.used),
  };
}
