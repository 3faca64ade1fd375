import { z } from 'zod';
import { GAME_CATEGORIES } from '@bet/contracts/games/categories';
import {
  MISSION_DEPOSITS_MAX,
  MISSION_PERIODS,
  MISSION_TASKS,
  missionLoginDaysMax,
  missionTargetIsAmount,
  type MissionPeriod,
  type MissionTask,
} from '@bet/contracts/missions/mission-rules';
import {
  saveMissionRequest,
  type OperatorMission,
  type SaveMissionRequest,
} from '@bet/contracts/operator/operator-missions';
import { MAX_AMOUNT } from '@bet/contracts/wallet/amount';

/** The form's raw fields: inputs hold text, so numbers are parsed only in `requestOf`. */
const fields = z.object({
  id: z.number().optional(),
  task: z.enum(MISSION_TASKS),
  /** '' is "any category" (null in the call). */
  category: z.union([z.literal(''), z.enum(GAME_CATEGORIES)]),
  period: z.enum(MISSION_PERIODS),
  target: z.string(),
  reward: z.string(),
  turnoverMultiple: z.string(),
  sort: z.string(),
});
export type MissionForm = z.infer<typeof fields>;
type FieldName = Exclude<keyof MissionForm, 'id'>;

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The call the form describes, as typed: the contract decides what is wrong with it. */
export function requestOf(form: MissionForm): SaveMissionRequest {
  return {
    ...(form.id ? { id: form.id } : {}),
    task: form.task,
    category: form.category === '' ? null : form.category,
    period: form.period,
    target: num(form.target),
    reward: num(form.reward),
    turnoverMultiple: num(form.turnoverMultiple),
    sort: num(form.sort),
  };
}

/** The largest target the contract allows: an amount for bets, a count of deposits or login days. */
export const targetMax = (task: MissionTask, period: MissionPeriod): number =>
  missionTargetIsAmount(task)
    ? MAX_AMOUNT
    : task === 'DEPOSITS'
      ? MISSION_DEPOSITS_MAX
      : missionLoginDaysMax(period);

/** The target's own sentence for any of its issues: an amount, or a whole number up to the maximum. */
export const targetMessage = (task: MissionTask) =>
  missionTargetIsAmount(task) ? 'targetAmount' : 'targetWhole';

const FIELD_NAMES: readonly string[] = [
  'task',
  'category',
  'period',
  'target',
  'reward',
  'turnoverMultiple',
  'sort',
] satisfies FieldName[];

/** The form field a contract path belongs to (the call's fields are the form's, flat). */
export const formPath = (path: readonly PropertyKey[]): FieldName => {
  const head = String(path[0] ?? '');
  return (FIELD_NAMES.includes(head) ? head : 'task') as FieldName;
};

/** The key of an issue's sentence: the form's own (`missions:form.error.*`) or `common:field.*`. */
function messageOf(issue: z.core.$ZodIssue, form: MissionForm): string {
  const field = formPath(issue.path);
  if (issue.code === 'invalid_type' && form[field].trim() === '') return 'required';
  if (field === 'target') return targetMessage(form.task);
  if (field === 'category') return 'betsOnly';
  if (issue.code === 'custom') return 'twoDecimals';
  // A fraction fails `int()` as `invalid_type`.
  if (issue.code === 'invalid_type') return 'whole';
  return issue.code;
}

/**
 * The form's schema: the contract's `saveMissionRequest` decides, on the call the fields make;
 * each of its issues is put back under the field that caused it.
 */
export const missionForm = fields.superRefine((form, ctx) => {
  const parsed = saveMissionRequest.safeParse(requestOf(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: [formPath(issue.path)], message: messageOf(issue, form) });
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form of a saved mission, or of a new one: a daily bet on any category, turnover ×1. */
export function formOf(m: OperatorMission | null): MissionForm {
  return {
    ...(m ? { id: m.id } : {}),
    task: m?.task ?? 'BET',
    category: m?.category ?? '',
    period: m?.period ?? 'DAILY',
    target: text(m?.target),
    reward: text(m?.reward),
    turnoverMultiple: text(m?.turnoverMultiple ?? 1),
    sort: text(m?.sort ?? 0),
  };
}
