import { z } from 'zod';
import { LANGUAGES } from '@bet/contracts/constants';
import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import {
  savePromotionRequest,
  type OperatorPromotion,
  type SavePromotionRequest,
} from '@bet/contracts/operator/operator-promotions';
import {
  CASHBACK_BASES,
  DEPOSIT_BONUS_DEPOSITS,
  PROMOTION_ARTS,
  PROMOTION_KINDS,
  PROMOTION_REPEATS,
  SIGN_UP_REQUIREMENTS,
} from '@bet/contracts/promotions/promotion-rules';
import { eligibilityFields, eligibilityFormOf, eligibilityOf } from './eligibility-form';
import { RAIN_RULES, rainFields, rainFormOf, rainFormPath, rainMessage, rainRulesOf } from './rain-form';
import { raffleFields, raffleFormOf, raffleFormPath, raffleMessage, raffleRulesOf } from './raffle-form';
import { prizeFormPath, prizeMessage, wheelFields, wheelFormOf, wheelRulesOf } from './wheel-form';

const textForm = z.object({
  language: z.enum(LANGUAGES),
  title: z.string(),
  summary: z.string(),
  rules: z.string(),
});

/** The form's raw fields: inputs hold text, so numbers and dates are parsed only in `requestOf`. */
const fields = z.object({
  id: z.number().optional(),
  kind: z.enum(PROMOTION_KINDS),
  art: z.enum(PROMOTION_ARTS),
  startsAt: z.string(),
  endsAt: z.string(),
  repeat: z.enum(PROMOTION_REPEATS),
  claimDays: z.string(),
  budget: z.string(),
  /** The most one player may be paid by it in all; empty = no limit. */
  playerBudget: z.string(),
  /** Its rewards hold withdrawals back until their turnover is met. */
  blocksWithdrawal: z.boolean(),
  sort: z.string(),
  deposit: z.enum(DEPOSIT_BONUS_DEPOSITS),
  percent: z.string(),
  cap: z.string(),
  minDeposit: z.string(),
  basis: z.enum(CASHBACK_BASES),
  /** '' = every game (the contract's null). */
  category: z.union([z.literal(''), z.enum(GAME_CATEGORIES)]),
  /** Cashback's least net loss / valid bet; percent and cap are shared with the deposit bonus. */
  minimum: z.string(),
  /** A bonus code's or a sign-up bonus's fixed amount. */
  amount: z.string(),
  /** A sign-up bonus's requirements, one checkbox each (sent as the contract's list, in its order). */
  requires: z.record(z.enum(SIGN_UP_REQUIREMENTS), z.boolean()),
  /** An application's most paid per approval (the operator picks the amount, up to this). */
  maxAmount: z.string(),
  /** A lucky wheel's basis, ticket step, most tickets per period and prize table. */
  ...wheelFields,
  /** A red-envelope rain's times, minutes, envelopes, budget per rain and least per envelope. */
  ...rainFields,
  /** A prize draw's basis, entry step, most entries per period and ranked prizes. */
  ...raffleFields,
  turnoverMultiple: z.string(),
  ...eligibilityFields,
  texts: z.array(textForm),
});
export type PromotionForm = z.infer<typeof fields>;
export type PromotionTextForm = PromotionForm['texts'][number];

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const dateOf = (local: string) => (local === '' ? Number.NaN : new Date(local).getTime());

/** The chosen kind's rules, in the contract's shape (the other kinds' fields are left out). */
function rulesOf(form: PromotionForm): SavePromotionRequest['rules'] {
  const turnoverMultiple = num(form.turnoverMultiple);
  switch (form.kind) {
    case 'DEPOSIT_BONUS':
      return {
        kind: 'DEPOSIT_BONUS',
        deposit: form.deposit,
        percent: num(form.percent),
        cap: num(form.cap),
        minDeposit: num(form.minDeposit),
        turnoverMultiple,
      };
    case 'CASHBACK':
      return {
        kind: 'CASHBACK',
        basis: form.basis,
        category: form.category === '' ? null : form.category,
        percent: num(form.percent),
        cap: num(form.cap),
        minimum: num(form.minimum),
        turnoverMultiple,
      };
    case 'BONUS_CODE':
      return { kind: 'BONUS_CODE', amount: num(form.amount), turnoverMultiple };
    case 'APPLICATION':
      return { kind: 'APPLICATION', maxAmount: num(form.maxAmount), turnoverMultiple };
    case 'SIGN_UP':
      return {
        kind: 'SIGN_UP',
        amount: num(form.amount),
        turnoverMultiple,
        requires: SIGN_UP_REQUIREMENTS.filter((r) => form.requires[r]),
      };
    case 'LUCKY_WHEEL':
      return wheelRulesOf(form, turnoverMultiple);
    case 'RED_ENVELOPE':
      return rainRulesOf(form, turnoverMultiple);
    case 'RAFFLE':
      return raffleRulesOf(form, turnoverMultiple);
  }
}

/** The call the form describes: only the chosen kind's rules; empty optional fields are null. */
export function requestOf(form: PromotionForm): SavePromotionRequest {
  return {
    ...(form.id ? { id: form.id } : {}),
    art: form.art,
    startsAt: dateOf(form.startsAt),
    endsAt: form.endsAt === '' ? null : dateOf(form.endsAt),
    repeat: form.repeat,
    claimDays: num(form.claimDays),
    budget: form.budget.trim() === '' ? null : num(form.budget),
    playerBudget: form.playerBudget.trim() === '' ? null : num(form.playerBudget),
    blocksWithdrawal: form.blocksWithdrawal,
    sort: num(form.sort),
    rules: rulesOf(form),
    eligibility: eligibilityOf(form),
    texts: form.texts.map((text) => ({ ...text })),
  };
}

/**
 * Where a contract issue belongs in the form: rules and eligibility are flat fields here, but for
 * the wheel's prize rows (`code`, the issue's, places a row's own problem on its amount or weight),
 * a rain's times (and its envelopes' problems, under the field each is about) and a draw's rules
 * (its own fields: `kind` tells them from the wheel's, whose names the contract shares).
 */
export function formPath(path: readonly PropertyKey[], code?: string, kind?: PromotionForm['kind']): string {
  const [head, second, ...rest] = path.map(String);
  if (head === 'rules' && kind === 'RAFFLE') return raffleFormPath(second, rest);
  if (head === 'rules' && second === 'prizes') return prizeFormPath(rest, code);
  if (head === 'rules' && RAIN_RULES.has(second ?? '')) return rainFormPath(second!, rest, code);
  if (head === 'rules') return second ?? 'kind';
  if (head === 'eligibility') return second ?? 'newPlayersOnly';
  if (head === 'texts') return ['texts', second, ...rest].filter((p) => p !== undefined).join('.');
  return head ?? 'form';
}

/** The rules' fields that are wire amounts (more than 0). */
const MONEY_RULES = new Set(['amount', 'maxAmount', 'cap', 'minDeposit', 'ticketStep']);

/** The repeat's sentence where it is not "pays once" (a first deposit, a code). */
const REPEAT_MESSAGE: Partial<Record<PromotionForm['kind'], string>> = {
  CASHBACK: 'repeatPeriodic',
  SIGN_UP: 'repeatOnceSignUp',
  RED_ENVELOPE: 'repeatDaily',
  RAFFLE: 'repeatRaffle',
};

/** The key of an issue's sentence: the form's own (`promotions:form.error.*`) or `common:field.*`. */
function messageOf(issue: z.core.$ZodIssue, form: PromotionForm): string {
  const [head, second] = issue.path.map(String);
  if (head === 'eligibility' && second === 'vipLevels') return 'vipLevels';
  const raffle =
    head === 'rules' && form.kind === 'RAFFLE' ? raffleMessage(issue, issue.path.slice(1).map(String)) : null;
  if (raffle !== null) return raffle;
  if (head === 'rules' && second === 'prizes') return prizeMessage(issue);
  const rain = head === 'rules' && RAIN_RULES.has(second ?? '') ? rainMessage(issue) : null;
  if (rain !== null) return rain;
  if (issue.code === 'custom') {
    if (head === 'endsAt') return 'endAfterStart';
    if (head === 'repeat') return REPEAT_MESSAGE[form.kind] ?? 'repeatOnce';
    if (head === 'texts')
      return form.texts.some((t) => t.language === 'EN') ? 'oneTextPerLanguage' : 'englishRequired';
    return 'twoDecimals';
  }
  if (issue.code === 'invalid_type') return 'required';
  if (issue.code === 'too_small' && issue.origin === 'string') return 'required';
  if (head === 'rules' && second === 'ticketsMax') return 'ticketsMax';
  // The rules' amounts are the contract's wire amount: at least 0.01.
  if (issue.code === 'too_small' && head === 'rules' && MONEY_RULES.has(second ?? '')) return 'aboveZero';
  return issue.code;
}

/**
 * The form's schema: the contract's `savePromotionRequest` decides, on the call the fields make;
 * each of its issues is put back under the field that caused it.
 */
export const promotionForm = fields.superRefine((form, ctx) => {
  const parsed = savePromotionRequest.safeParse(requestOf(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({
      code: 'custom',
      path: formPath(issue.path, issue.message, form.kind).split('.'),
      message: messageOf(issue, form),
    });
});

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms as a datetime-local value in the operator's time zone. */
export const toLocalInput = (at: number) => {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form of a saved promotion, or of a new one starting now with English text only. */
export function formOf(p: OperatorPromotion | null, now = Date.now()): PromotionForm {
  const rules = p?.rules;
  const deposit = rules?.kind === 'DEPOSIT_BONUS' ? rules : null;
  const cashback = rules?.kind === 'CASHBACK' ? rules : null;
  // Percent and cap are one pair of fields for both percent kinds.
  const percentRules = deposit ?? cashback;
  return {
    ...(p ? { id: p.id } : {}),
    kind: p?.kind ?? 'DEPOSIT_BONUS',
    art: p?.art ?? 'welcome',
    startsAt: toLocalInput(p?.startsAt ?? now),
    endsAt: p?.endsAt ? toLocalInput(p.endsAt) : '',
    repeat: p?.repeat ?? 'ONCE',
    claimDays: text(p?.claimDays ?? 7),
    budget: text(p?.budget),
    playerBudget: text(p?.playerBudget),
    blocksWithdrawal: p?.blocksWithdrawal ?? false,
    sort: text(p?.sort ?? 0),
    deposit: deposit?.deposit ?? 'FIRST',
    percent: text(percentRules?.percent),
    cap: text(percentRules?.cap),
    minDeposit: text(deposit?.minDeposit),
    basis: cashback?.basis ?? 'NET_LOSS',
    category: cashback?.category ?? '',
    minimum: text(cashback?.minimum ?? 0),
    amount: rules?.kind === 'BONUS_CODE' || rules?.kind === 'SIGN_UP' ? text(rules.amount) : '',
    requires: Object.fromEntries(
      SIGN_UP_REQUIREMENTS.map((r) => [r, rules?.kind === 'SIGN_UP' && rules.requires.includes(r)]),
    ) as PromotionForm['requires'],
    maxAmount: rules?.kind === 'APPLICATION' ? text(rules.maxAmount) : '',
    ...wheelFormOf(rules),
    ...rainFormOf(rules),
    ...raffleFormOf(rules),
    turnoverMultiple: text(rules?.turnoverMultiple ?? 1),
    ...eligibilityFormOf(p),
    texts: p?.texts.length
      ? // English first: it is the one text that cannot be removed.
        [...p.texts].sort((a, b) => Number(b.language === 'EN') - Number(a.language === 'EN'))
      : [{ language: 'EN', title: '', summary: '', rules: '' }],
  };
}
