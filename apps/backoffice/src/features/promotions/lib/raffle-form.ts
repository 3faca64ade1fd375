import { z } from 'zod';
import type { OperatorPromotion, SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import { WHEEL_TICKET_BASES } from '@bet/contracts/promotions/promotion-rules';

/** One ranked prize as typed: what it pays each of its winners, and how many winners it has. */
export const rankForm = z.object({ amount: z.string(), winners: z.string() });
export type RankForm = z.infer<typeof rankForm>;

/**
 * A prize draw's own fields in the promotion form (the turnover is shared with the other kinds).
 * Not the wheel's ticket fields, although they mean the same: a new form holds each kind's own
 * defaults (a draw's 10 entries, a wheel's 5 tickets), so switching kinds shows the right ones.
 */
export const raffleFields = {
  /** What earns entries: deposits or valid bets, since joining, in the day or week. */
  entryBasis: z.enum(WHEEL_TICKET_BASES),
  /** Deposited or bet per entry. */
  entryStep: z.string(),
  /** The most entries one player earns in a period. */
  entriesMax: z.string(),
  /** The ranked prizes, 1st first. */
  ranks: z.array(rankForm),
};

/**
 * A new draw: an entry per 100 deposited, at most 10 a period; 1st 500, 2nd 200 to two winners,
 * 3rd 50 to five (8 winners, 1,150 a draw).
 */
export const DEFAULT_RAFFLE = {
  basis: 'DEPOSIT',
  ticketStep: 100,
  ticketsMax: 10,
  prizes: [
    { amount: 500, winners: 1 },
    { amount: 200, winners: 2 },
    { amount: 50, winners: 5 },
  ],
} as const;

/** The rank "Add a prize" appends: valid at once (1.00 to one winner), then edited. */
export const NEW_RANK_ROW: RankForm = { amount: '1', winners: '1' };

type RaffleFormFields = {
  entryBasis: (typeof WHEEL_TICKET_BASES)[number];
  entryStep: string;
  entriesMax: string;
  ranks: RankForm[];
};

/** The draw's fields of a saved draw, or a new draw's defaults. */
export function raffleFormOf(rules: OperatorPromotion['rules'] | undefined): RaffleFormFields {
  const raffle = rules?.kind === 'RAFFLE' ? rules : DEFAULT_RAFFLE;
  return {
    entryBasis: raffle.basis,
    entryStep: String(raffle.ticketStep),
    entriesMax: String(raffle.ticketsMax),
    ranks: raffle.prizes.map((p) => ({ amount: String(p.amount), winners: String(p.winners) })),
  };
}

const num = (text: string | undefined) => ((text ?? '').trim() === '' ? Number.NaN : Number(text));

/** The ranks as the contract takes them; a figure typed wrong stays NaN for the contract to refuse. */
export const rafflePrizesOf = (ranks: readonly Partial<RankForm>[]) =>
  ranks.map((r) => ({ amount: num(r?.amount), winners: num(r?.winners) }));

/** The draw's rules in the contract's shape (the ranks in the order typed: an issue's index is its row's). */
export function raffleRulesOf(
  form: RaffleFormFields,
  turnoverMultiple: number,
): SavePromotionRequest['rules'] {
  return {
    kind: 'RAFFLE',
    basis: form.entryBasis,
    ticketStep: num(form.entryStep),
    ticketsMax: num(form.entriesMax),
    turnoverMultiple,
    prizes: rafflePrizesOf(form.ranks),
  };
}

/** The form's field of each of the draw's rules (the contract's names are the wheel's). */
const RAFFLE_FIELD: Record<string, string> = {
  basis: 'entryBasis',
  ticketStep: 'entryStep',
  ticketsMax: 'entriesMax',
};

/**
 * Where a contract issue of a draw belongs (`second` is its rule, `rest` its path after it): a
 * rank's under its amount or winners, the list's (too many winners in all) under the list.
 */
export function raffleFormPath(second: string | undefined, rest: readonly string[]): string {
  if (second === 'prizes') return rest[0] === undefined ? 'ranks' : `ranks.${rest[0]}.${rest[1] ?? 'amount'}`;
  return RAFFLE_FIELD[second ?? ''] ?? second ?? 'kind';
}

/**
 * The sentence key of a draw's prize issue (`path` is the issue's after `rules`), or null when the
 * form's usual one fits (the entries' rules are the wheel's: same sentences).
 */
export function raffleMessage(issue: z.core.$ZodIssue, path: readonly string[]): string | null {
  const [second, row, leaf] = path;
  if (second !== 'prizes') return null;
  if (row === undefined) return issue.code === 'custom' ? 'raffle.tooManyWinners' : 'raffle.ranksCount';
  // NaN (an empty input) is "required"; a fraction of a winner is the winners' own sentence.
  if (issue.code === 'invalid_type' && issue.expected !== 'int') return 'required';
  if (leaf === 'winners') return 'raffle.winners';
  if (issue.code === 'custom') return 'twoDecimals';
  // A prize is the contract's wire amount: at least 0.01.
  return issue.code === 'too_small' ? 'aboveZero' : issue.code;
}
