import { promotionRules } from '@bet/contracts/operator/operator-promotion-rules';
import { WHEEL_TICKETS_MAX } from '@bet/contracts/promotions/promotion-rules';
import { fromMinor, toMinor } from '@bet/contracts/wallet/amount';
import { amountOf } from './promotion-preview';
import { rafflePrizesOf, raffleMessage, type RankForm } from './raffle-form';

type Leaf = keyof RankForm;
/** Each input's sentence key (`form.error.*`) as typed, absent while it is fine. */
export type RankCheck = Partial<Record<Leaf, string>>;

export interface RaffleView {
  /** Each rank's problems; an empty input raises none (the save asks for it). */
  checks: RankCheck[];
  /** The list's problem (too many winners in all), its sentence key. */
  listProblem: string | null;
  /** Each rank's total, amount × winners, null while the rank is not valid. */
  totals: (number | null)[];
  /** The winners in all, null while a rank's winners are not valid. */
  winners: number | null;
  /** The most one draw pays (every rank's total), null while a rank is not valid. */
  perDraw: number | null;
  /** The largest prize, null while none is valid. */
  max: number | null;
}

/** Valid rules around the ranks, so the contract's issues are only the ranks'. */
const AROUND = {
  kind: 'RAFFLE',
  basis: 'DEPOSIT',
  ticketStep: 1,
  ticketsMax: 1,
  turnoverMultiple: 0,
} as const;
const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * The ranks as the operator types them, judged by the contract itself (so the live sentences are
 * the save's), and what they pay, in minor units as the server pays. Like the contract, the
 * winners in all are only counted against the limit once every rank is valid.
 */
export function raffleView(rows: readonly Partial<RankForm>[]): RaffleView {
  const prizes = rafflePrizesOf(rows);
  const parsed = promotionRules.safeParse({ ...AROUND, prizes });
  const issues = parsed.success ? [] : parsed.error.issues;
  const checks: RankCheck[] = rows.map(() => ({}));
  const bad = new Set<string>();
  let listProblem: string | null = null;
  for (const issue of issues) {
    const path = issue.path.map(String);
    const [, row, leaf] = path as [string, string | undefined, Leaf | undefined];
    const key = raffleMessage(issue, path);
    if (row === undefined || leaf === undefined) {
      listProblem = key;
      continue;
    }
    bad.add(`${row}.${leaf}`);
    if (!isBlank(rows[Number(row)]?.[leaf])) checks[Number(row)]![leaf] = key ?? issue.code;
  }
  const valid = (i: number, leaf: Leaf) => !bad.has(`${i}.${leaf}`);
  const totals = prizes.map((p, i) =>
    valid(i, 'amount') && valid(i, 'winners') ? fromMinor(toMinor(p.amount) * BigInt(p.winners)) : null,
  );
  const allWinners = prizes.length > 0 && prizes.every((_, i) => valid(i, 'winners'));
  const amounts = prizes.filter((_, i) => valid(i, 'amount')).map((p) => p.amount);
  return {
    checks,
    listProblem,
    totals,
    winners: allWinners ? prizes.reduce((sum, p) => sum + p.winners, 0) : null,
    perDraw:
      prizes.length > 0 && totals.every((t) => t !== null)
        ? fromMinor(prizes.reduce((sum, p) => sum + toMinor(p.amount) * BigInt(p.winners), 0n))
        : null,
    max: amounts.length > 0 ? Math.max(...amounts) : null,
  };
}

/** A prize draw's terms, for the preview's sentence. */
export interface RafflePreview {
  step: number;
  entriesMax: number;
  /** The ranks, 1st first. */
  ranks: { amount: number; winners: number }[];
  winners: number;
  perDraw: number;
  /** Whole times a prize to bet before a withdrawal (0 = none). */
  multiple: number;
}

/**
 * What a draw gives under the rules being written; null while the entry step is missing or 0,
 * the most entries is not a whole number from 1 to WHEEL_TICKETS_MAX, or a rank (or the winners
 * in all) is refused.
 */
export function rafflePreview(rules: {
  entryStep?: string;
  entriesMax?: string;
  turnoverMultiple?: string;
  ranks?: readonly Partial<RankForm>[];
}): RafflePreview | null {
  const step = amountOf(rules.entryStep ?? '');
  const entriesMax = amountOf(rules.entriesMax ?? '');
  if (step === null || step === 0 || entriesMax === null) return null;
  if (!Number.isInteger(entriesMax) || entriesMax < 1 || entriesMax > WHEEL_TICKETS_MAX) return null;
  const rows = rules.ranks ?? [];
  const view = raffleView(rows);
  if (view.listProblem !== null || view.winners === null || view.perDraw === null) return null;
  const multiple = Math.floor(amountOf(rules.turnoverMultiple ?? '') ?? 0);
  return {
    step,
    entriesMax,
    ranks: rafflePrizesOf(rows),
    winners: view.winners,
    perDraw: view.perDraw,
    multiple,
  };
}
