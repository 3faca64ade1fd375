import { z } from 'zod';
import {
  saveReferralTiersRequest,
  type SaveReferralTiersRequest,
} from '@bet/contracts/operator/operator-referral';
import type { ReferralTier } from '@bet/contracts/referral/referral';

/** A tier's fields, as the table's cells hold them: inputs hold text, parsed only in `requestOf`. */
const row = z.object({
  depositRequired: z.string(),
  betRequired: z.string(),
  reward: z.string(),
  turnoverMultiple: z.string(),
});
export type TierRow = z.infer<typeof row>;

/** The tiers table's raw fields. A tier's number is its row (tier 1 first, no gaps). */
const fields = z.object({ tiers: z.array(row) });
export type TiersForm = z.infer<typeof fields>;

/** The cells of a row, in the table's order. */
export const TIER_FIELDS = ['depositRequired', 'betRequired', 'reward', 'turnoverMultiple'] as const;
export type TierField = (typeof TIER_FIELDS)[number];

/** The figures a friend's own deposits and valid bets must reach. */
export const THRESHOLDS = ['depositRequired', 'betRequired'] as const;

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The call the form describes, as typed: each row's tier is its place; the contract decides the rest. */
export function requestOf(form: TiersForm): SaveReferralTiersRequest {
  return {
    tiers: form.tiers.map((t, i) => ({
      tier: i + 1,
      depositRequired: num(t.depositRequired),
      betRequired: num(t.betRequired),
      reward: num(t.reward),
      turnoverMultiple: num(t.turnoverMultiple),
    })),
  };
}

/** The form of the saved tiers (tier 1 first); a merchant without tiers starts with none. */
export function formOf(tiers: readonly ReferralTier[]): TiersForm {
  return {
    tiers: [...tiers]
      .sort((a, b) => a.tier - b.tier)
      .map((t) => ({
        depositRequired: String(t.depositRequired),
        betRequired: String(t.betRequired),
        reward: String(t.reward),
        turnoverMultiple: String(t.turnoverMultiple),
      })),
  };
}

/**
 * The tier added after `last` (the table's last one): its figures, reward and turnover copied
 * from `last` (never easier to reach); the first tier starts at 0 with no reward, for the
 * operator to set.
 */
export function nextTier(last: TierRow | undefined): TierRow {
  return last ? { ...last } : { depositRequired: '0', betRequired: '0', reward: '', turnoverMultiple: '0' };
}

/** One error for the form: where it goes (a form path) and the key of its sentence. */
export interface FormIssue {
  path: string;
  message: string;
}

/** The table's own error (too many tiers, or one out of order): under the table. */
export const TIERS_ROOT = 'tiers.root';

/** The key of a field's sentence (`referral:form.error.*`): what the field takes, or `required` when empty. */
function fieldMessage(field: TierField, code: string, index: number, typed: string): string {
  if (typed.trim() === '') return 'required';
  if ((THRESHOLDS as readonly string[]).includes(field) && code === 'custom')
    return index === 0 ? 'tierOne' : 'belowTier';
  if (field === 'reward') return 'reward';
  if (field === 'turnoverMultiple') return 'turnover';
  return 'money';
}

/**
 * Where an issue of the contract (its path in the call, its zod code) goes in the form, in the
 * form's own words: under its cell, or under the table (the number of tiers, their order).
 */
export function formIssues(form: TiersForm, path: readonly PropertyKey[], code: string): FormIssue[] {
  const [head, index, leaf] = path.map(String);
  if (head !== 'tiers') return [{ path: TIERS_ROOT, message: 'invalid' }];
  if (index === undefined) return [{ path: TIERS_ROOT, message: 'tiers' }];
  const i = Number(index);
  const tier = form.tiers[i];
  if (!tier || !leaf || !(TIER_FIELDS as readonly string[]).includes(leaf))
    return [{ path: TIERS_ROOT, message: leaf === 'tier' ? 'tiers' : 'invalid' }];
  const field = leaf as TierField;
  return [{ path: `tiers.${i}.${field}`, message: fieldMessage(field, code, i, tier[field]) }];
}

/**
 * The form's schema: the contract's `saveReferralTiersRequest` decides, on the call the fields
 * make (its cross-row rules included); each of its issues is put back under the cell that caused it.
 */
export const tiersForm = fields.superRefine((form, ctx) => {
  const parsed = saveReferralTiersRequest.safeParse(requestOf(form));
  if (parsed.success) return;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues)
    for (const { path, message } of formIssues(form, issue.path, issue.code)) {
      if (seen.has(path)) continue;
      seen.add(path);
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
});
