import { z } from 'zod';
import type { OperatorPromotion, SavePromotionRequest } from '@bet/contracts/operator/operator-promotions';
import type { PrizeTableProblemCode } from '@bet/contracts/promotions/prize-table';
import { WHEEL_TICKET_BASES } from '@bet/contracts/promotions/promotion-rules';

/** One segment of the prize table as typed: its amount (0 = no prize) and its weight. */
export const prizeRowForm = z.object({ amount: z.string(), weight: z.string() });
export type PrizeRowForm = z.infer<typeof prizeRowForm>;

/**
 * A lucky wheel's own fields in the promotion form (the turnover is shared with the other kinds).
 * Its basis is its own field: cashback's `basis` has other values.
 */
export const wheelFields = {
  ticketBasis: z.enum(WHEEL_TICKET_BASES),
  /** Deposited or bet per ticket. */
  ticketStep: z.string(),
  /** The most tickets one player earns in a period. */
  ticketsMax: z.string(),
  prizes: z.array(prizeRowForm),
};

/**
 * A new wheel's prize table, [amount, weight]: mostly small prizes, one in a hundred spins pays
 * 50, and "no prize" 40 % of the time (2.75 expected per spin).
 */
export const DEFAULT_PRIZES: ReadonlyArray<readonly [number, number]> = [
  [0, 40],
  [1, 25],
  [2, 15],
  [5, 10],
  [10, 6],
  [20, 3],
  [50, 1],
];
/** The row "Add a prize" appends: valid at once (no prize, the least weight), then edited. */
export const NEW_PRIZE_ROW: PrizeRowForm = { amount: '0', weight: '1' };

type WheelFormFields = {
  ticketBasis: (typeof WHEEL_TICKET_BASES)[number];
  ticketStep: string;
  ticketsMax: string;
  prizes: PrizeRowForm[];
};

/** The wheel's fields of a saved wheel (its weights back as typed), or a new wheel's defaults. */
export function wheelFormOf(rules: OperatorPromotion['rules'] | undefined): WheelFormFields {
  const wheel = rules?.kind === 'LUCKY_WHEEL' ? rules : null;
  return {
    ticketBasis: wheel?.basis ?? 'DEPOSIT',
    ticketStep: String(wheel?.ticketStep ?? 100),
    ticketsMax: String(wheel?.ticketsMax ?? 5),
    prizes: wheel
      ? wheel.prizes.map((p) => ({ amount: String(p.amount), weight: String(p.weight) }))
      : DEFAULT_PRIZES.map(([amount, weight]) => ({ amount: String(amount), weight: String(weight) })),
  };
}

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The wheel's rules in the contract's shape; a row typed wrong stays NaN for the contract to refuse. */
export function wheelRulesOf(form: WheelFormFields, turnoverMultiple: number): SavePromotionRequest['rules'] {
  return {
    kind: 'LUCKY_WHEEL',
    basis: form.ticketBasis,
    ticketStep: num(form.ticketStep),
    ticketsMax: num(form.ticketsMax),
    turnoverMultiple,
    prizes: form.prizes.map((p) => ({ amount: num(p.amount), weight: num(p.weight) })),
  };
}

/**
 * Where a contract issue of the prize table belongs (`rest` is its path after `rules.prizes`):
 * the table itself, or a row's amount or weight; a row's own problem (validatePrizeTable's, or a
 * server's) goes under its weight when it is about the weight, else under its amount.
 */
export function prizeFormPath(rest: readonly string[], code?: string): string {
  const [row, leaf] = rest;
  if (row === undefined) return 'prizes';
  return `prizes.${row}.${leaf ?? (code === 'WEIGHT_INVALID' ? 'weight' : 'amount')}`;
}

/** The sentence key of a prize-table issue: validatePrizeTable's codes as `prize.<code>`. */
export function prizeMessage(issue: z.core.$ZodIssue): string {
  const leaf = issue.path[3];
  // The table's and the rows' problems found by validatePrizeTable carry its code.
  if (leaf === undefined && issue.code === 'custom') return `prize.${issue.message as PrizeTableProblemCode}`;
  if (issue.code === 'too_big') return 'too_big';
  if (leaf === 'amount' && issue.code === 'custom') return 'twoDecimals';
  return leaf === 'weight' ? 'prize.WEIGHT_INVALID' : 'prize.AMOUNT_INVALID';
}
