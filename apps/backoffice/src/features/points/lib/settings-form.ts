import { z } from 'zod';
import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import { pointsSettings, type PointsSettings } from '@bet/contracts/operator/operator-points';
import { DEFAULT_POINT_MULTIPLIERS } from '@bet/contracts/points/points-rules';
import type { PointsSettingsBody } from '../api/save-points-settings';

/** The settings form's raw fields: inputs hold text, so numbers are parsed only in `settingsOf`. */
const fields = z.object({
  ratio: z.string(),
  convertEnabled: z.boolean(),
  convertMin: z.string(),
  depositPercent: z.string(),
  /** One per game category, in GAME_CATEGORIES order. */
  multipliers: z.array(z.object({ category: z.enum(GAME_CATEGORIES), percent: z.string() })),
});
export type SettingsForm = z.infer<typeof fields>;

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The call the form describes, as typed: the contract decides what is wrong with it. */
export function settingsOf(form: SettingsForm): PointsSettingsBody {
  return {
    ratio: num(form.ratio),
    convertEnabled: form.convertEnabled,
    convertMin: num(form.convertMin),
    depositPercent: num(form.depositPercent),
    multipliers: form.multipliers.map((m) => ({ category: m.category, percent: num(m.percent) })),
  };
}

/** The form of the saved rules: every category in the console's order (a missing one at its default). */
export function formOf(s: PointsSettings): SettingsForm {
  return {
    ratio: String(s.ratio),
    convertEnabled: s.convertEnabled,
    convertMin: String(s.convertMin),
    depositPercent: String(s.depositPercent),
    multipliers: GAME_CATEGORIES.map((category) => ({
      category,
      percent: String(
        s.multipliers.find((m) => m.category === category)?.percent ?? DEFAULT_POINT_MULTIPLIERS[category],
      ),
    })),
  };
}

/** The text a path of the call came from: each issue is put back under that field. */
function textAt(form: SettingsForm, path: readonly PropertyKey[]): string | undefined {
  const [head, index] = path;
  if (head === 'multipliers') return form.multipliers[Number(index)]?.percent;
  if (head === 'ratio' || head === 'convertMin' || head === 'depositPercent') return form[head];
  return undefined;
}

/** The key of a field's sentence: its bounds (`points:form.error.*`), or `required` when empty. */
export function settingsMessage(path: readonly PropertyKey[], text: string | undefined): string {
  if (text !== undefined && text.trim() === '') return 'required';
  const head = String(path[0] ?? '');
  return head === 'ratio' ? 'ratio' : head === 'convertMin' ? 'convertMin' : 'percent';
}

/** The form's path of a contract path: a multiplier's percent, or the field itself. */
export function settingsPath(path: readonly PropertyKey[]): string {
  const [head, index] = path;
  if (head === 'multipliers')
    return index === undefined ? 'multipliers' : `multipliers.${String(index)}.percent`;
  return String(head ?? 'ratio');
}

/**
 * The form's schema: the contract's `pointsSettings` decides, on the call the fields make; each
 * of its issues is put back under the field that caused it.
 */
export const settingsForm = fields.superRefine((form, ctx) => {
  const parsed = pointsSettings.safeParse(settingsOf(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({
      code: 'custom',
      path: settingsPath(issue.path).split('.'),
      message: settingsMessage(issue.path, textAt(form, issue.path)),
    });
});
