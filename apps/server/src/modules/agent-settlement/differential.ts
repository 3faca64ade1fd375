/**
 * The differential payout (decision 0038): every agent earns its own rate on its team's base and
 * passes down, to each direct downline holding a contract, that downline's gross. A downline's
 * rate is clamped to its upline's, and a contract whose upline earns nothing this period (the
 * chain is broken) earns nothing: so for any bet the agents above it together earn exactly the
 * top agent's rate × its base, floored once — never more.
 */
export interface Participant {
  memberId: bigint;
  username: string;
  uplineId: bigint | null;
  /** The contract paying it; null for a top-level agent paid on the house's terms. */
  contractId: bigint | null;
}

export interface GrossFigures {
  /** The team's base (valid bet, stake or house win) in minor units. */
  base: bigint;
  /** The rate applied after clamping, in basis points (the effective rate for real-time salary). */
  rateBp: number;
  gross: bigint;
}

export interface PayoutLine extends GrossFigures {
  participant: Participant;
  passedDown: bigint;
  passedDownLines: { downline: string; base: bigint; rateBp: number; amount: bigint }[];
  amount: bigint;
}

export const BP = 10_000n;

/**
 * Rates clamped top-down: a top-level agent keeps its own; any other keeps at most its upline's
 * clamped rate, and 0 when its upline is not a participant.
 */
export function clampRates(
  participants: Participant[],
  ownBp: (p: Participant) => number,
): Map<bigint, number> {
  const byId = new Map(participants.map((p) => [p.memberId, p]));
  const clamped = new Map<bigint, number>();
  const rateOf = (p: Participant, seen: number): number => {
    const known = clamped.get(p.memberId);
    if (known !== undefined) return known;
    const upline = p.contractId === null ? undefined : byId.get(p.uplineId ?? -1n);
    let rate = ownBp(p);
    if (p.contractId !== null) rate = upline && seen < 64 ? Math.min(rate, rateOf(upline, seen + 1)) : 0;
    clamped.set(p.memberId, rate);
    return rate;
  };
  for (const p of participants) rateOf(p, 0);
  return clamped;
}

/** Lines from each participant's gross: amount = gross − the grosses of its direct downline participants. */
export function payoutLines(participants: Participant[], figures: Map<bigint, GrossFigures>): PayoutLine[] {
  const children = new Map<bigint, Participant[]>();
  for (const p of participants)
    if (p.contractId !== null && p.uplineId !== null)
      children.set(p.uplineId, [...(children.get(p.uplineId) ?? []), p]);
  const lines: PayoutLine[] = [];
  for (const p of participants) {
    const own = figures.get(p.memberId);
    if (!own || own.gross <= 0n) continue;
    const passedDownLines = (children.get(p.memberId) ?? [])
      .map((c) => ({ c, f: figures.get(c.memberId) }))
      .filter(({ f }) => f && f.gross > 0n)
      .map(({ c, f }) => ({ downline: c.username, base: f!.base, rateBp: f!.rateBp, amount: f!.gross }));
    const passedDown = passedDownLines.reduce((sum, l) => sum + l.amount, 0n);
    const amount = own.gross > passedDown ? own.gross - passedDown : 0n;
    lines.push({ ...own, participant: p, passedDown, passedDownLines, amount });
  }
  return lines;
}
