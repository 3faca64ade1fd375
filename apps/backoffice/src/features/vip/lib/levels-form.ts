import { z } from 'zod';
import {
  saveVipLevelsRequest,
  type OperatorVipLevels,
  type SaveVipLevelsRequest,
} from '@bet/contracts/operator/operator-vip';

/** A level's fields, as the table's cells hold them: inputs hold text, parsed only in `requestOf`. */
const row = z.object({
  name: z.string(),
  depositRequired: z.string(),
  betRequired: z.string(),
  upgradeBonus: z.string(),
  monthlyBonus: z.string(),
  birthdayBonus: z.string(),
  rebatePercent: z.string(),
  /** The "unlimited" switch: no daily withdrawal limit of the level's own (sent as null). */
  unlimited: z.boolean(),
  dailyWithdrawalLimit: z.string(),
});
export type LevelRow = z.infer<typeof row>;

/** The VIP table's raw fields. A level's number is its row (level 0 first, no gaps). */
const fields = z.object({ periodDays: z.string(), graceDays: z.string(), levels: z.array(row) });
export type LevelsForm = z.infer<typeof fields>;

/** The cells of a row that hold a number (every one but the name and the switch). */
export const NUMBER_FIELDS = [
  'depositRequired',
  'betRequired',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
  'rebatePercent',
  'dailyWithdrawalLimit',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
type RowField = Exclude<keyof LevelRow, 'unlimited'>;

export const THRESHOLDS = ['depositRequired', 'betRequired'] as const;

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The call the form describes, as typed: each row's level is its place; the contract decides the rest. */
export function requestOf(form: LevelsForm): SaveVipLevelsRequest {
  return {
    periodDays: num(form.periodDays),
    graceDays: num(form.graceDays),
    levels: form.levels.map((l, level) => ({
      level,
      name: l.name.trim(),
      depositRequired: num(l.depositRequired),
      betRequired: num(l.betRequired),
      upgradeBonus: num(l.upgradeBonus),
      monthlyBonus: num(l.monthlyBonus),
      birthdayBonus: num(l.birthdayBonus),
      rebatePercent: num(l.rebatePercent),
      dailyWithdrawalLimit: l.unlimited ? null : num(l.dailyWithdrawalLimit),
    })),
  };
}

/** Level 0 as a merchant without VIP ranks starts it: free, no benefits, no limit of its own. */
const LEVEL_ZERO: LevelRow = {
  name: 'VIP0',
  depositRequired: '0',
  betRequired: '0',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  rebatePercent: '0',
  unlimited: true,
  dailyWithdrawalLimit: '',
};

/** The form of the saved table; a merchant without levels starts with level 0 alone. */
export function formOf(table: OperatorVipLevels): LevelsForm {
  const levels = [...table.levels].sort((a, b) => a.level - b.level);
  return {
    periodDays: String(table.periodDays),
    graceDays: String(table.graceDays),
    levels: levels.length
      ? levels.map((l) => ({
          name: l.name,
          depositRequired: text(l.depositRequired),
          betRequired: text(l.betRequired),
          upgradeBonus: text(l.upgradeBonus),
          monthlyBonus: text(l.monthlyBonus),
          birthdayBonus: text(l.birthdayBonus),
          rebatePercent: text(l.rebatePercent),
          unlimited: l.dailyWithdrawalLimit === null,
          dailyWithdrawalLimit: text(l.dailyWithdrawalLimit),
        }))
      : [{ ...LEVEL_ZERO }],
  };
}

/**
 * The level added after `last` (the table's top one), numbered `level`: its thresholds and daily
 * withdrawal limit copied from `last` (never easier to reach, never looser), its bonuses and
 * rebate at 0 for the operator to set.
 */
export function nextLevel(last: LevelRow | undefined, level: number): LevelRow {
  return {
    ...LEVEL_ZERO,
    name: `VIP${level}`,
    depositRequired: last?.depositRequired ?? '0',
    betRequired: last?.betRequired ?? '0',
    unlimited: last?.unlimited ?? true,
    dailyWithdrawalLimit: last?.dailyWithdrawalLimit ?? '',
  };
}

/** One error for the form: where it goes (a form path) and the key of its sentence. */
export interface FormIssue {
  path: string;
  message: string;
}

/** The table's own error (too many or too few levels): under the table. */
export const LEVELS_ROOT = 'levels.root';

const MONEY_FIELDS: readonly string[] = ['upgradeBonus', 'monthlyBonus', 'birthdayBonus', ...THRESHOLDS];
const ROW_FIELDS: readonly string[] = ['name', ...NUMBER_FIELDS];

/** The key of a field's sentence (`vip:form.error.*`): what the field takes, or `required` when empty. */
function fieldMessage(field: RowField, code: string, index: number, typed: string | undefined): string {
  if (typed !== undefined && typed.trim() === '') return 'required';
  if (field === 'name' && code === 'custom') return 'nameTaken';
  if ((THRESHOLDS as readonly string[]).includes(field) && code === 'custom')
    return index === 0 ? 'levelZero' : 'belowLevel';
  if (MONEY_FIELDS.includes(field)) return 'money';
  if (field === 'rebatePercent') return 'rebate';
  if (field === 'dailyWithdrawalLimit') return 'limit';
  return 'name';
}

/**
 * Where an issue of the contract (its path in the call, its zod code) goes in the form, in the
 * form's own words: under its cell (a repeated name under the row that repeats it).
 */
export function formIssues(form: LevelsForm, path: readonly PropertyKey[], code: string): FormIssue[] {
  const [head, index, leaf] = path.map(String);
  if (head === 'periodDays' || head === 'graceDays') {
    const typed = form[head];
    return [{ path: head, message: typed.trim() === '' ? 'required' : head }];
  }
  if (head !== 'levels') return [{ path: LEVELS_ROOT, message: 'invalid' }];
  if (index === undefined) return [{ path: LEVELS_ROOT, message: 'levels' }];
  const i = Number(index);
  const level = form.levels[i];
  if (!level || !leaf || !ROW_FIELDS.includes(leaf)) return [{ path: LEVELS_ROOT, message: 'invalid' }];
  const field = leaf as RowField;
  return [{ path: `levels.${i}.${field}`, message: fieldMessage(field, code, i, level[field]) }];
}

/**
 * The form's schema: the contract's `saveVipLevelsRequest` decides, on the call the fields make
 * (its cross-row rules included); each of its issues is put back under the cell that caused it.
 */
export const levelsForm = fields.superRefine((form, ctx) => {
  const parsed = saveVipLevelsRequest.safeParse(requestOf(form));
  if (parsed.success) return;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues)
    for (const { path, message } of formIssues(form, issue.path, issue.code)) {
      if (seen.has(path)) continue;
      seen.add(path);
      ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    }
});
