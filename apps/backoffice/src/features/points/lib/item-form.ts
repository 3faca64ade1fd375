import { z } from 'zod';
import {
  saveMallItemRequest,
  type OperatorMallItem,
  type SaveMallItemRequest,
} from '@bet/contracts/operator/operator-points';
import { MALL_ITEM_IMAGES, MALL_ITEM_KINDS, type MallItemKind } from '@bet/contracts/points/points-rules';

/**
 * The item form's raw fields: inputs hold text (numbers are parsed only in `requestOf`); the
 * switches say whether stock, a per-player limit and a deposit requirement apply.
 */
const fields = z.object({
  id: z.number().optional(),
  kind: z.enum(MALL_ITEM_KINDS),
  name: z.string(),
  description: z.string(),
  image: z.enum(MALL_ITEM_IMAGES),
  points: z.string(),
  amount: z.string(),
  turnoverMultiple: z.string(),
  stockUnlimited: z.boolean(),
  stock: z.string(),
  perPlayerUnlimited: z.boolean(),
  perPlayerLimit: z.string(),
  requirementOn: z.boolean(),
  depositAmount: z.string(),
  days: z.string(),
  sort: z.string(),
});
export type ItemForm = z.infer<typeof fields>;
type FieldName = Exclude<keyof ItemForm, 'id'>;

/** Cash and bonus items pay money, a voucher has a face value; goods have no amount. */
export const kindHasAmount = (kind: MallItemKind): boolean => kind !== 'GOODS';
/** Only a bonus carries turnover. */
export const kindHasTurnover = (kind: MallItemKind): boolean => kind === 'BONUS';

const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The call the form describes, as typed: a field its kind does not use is sent as 0, a switched
 * off limit as null; the contract decides what is wrong with the rest.
 */
export function requestOf(form: ItemForm): SaveMallItemRequest {
  return {
    ...(form.id ? { id: form.id } : {}),
    kind: form.kind,
    name: form.name,
    description: form.description,
    image: form.image,
    points: num(form.points),
    amount: kindHasAmount(form.kind) ? num(form.amount) : 0,
    turnoverMultiple: kindHasTurnover(form.kind) ? num(form.turnoverMultiple) : 0,
    stock: form.stockUnlimited ? null : num(form.stock),
    perPlayerLimit: form.perPlayerUnlimited ? null : num(form.perPlayerLimit),
    requirement: form.requirementOn ? { depositAmount: num(form.depositAmount), days: num(form.days) } : null,
    sort: num(form.sort),
  };
}

const FIELD_NAMES: readonly string[] = [
  'kind',
  'name',
  'description',
  'image',
  'points',
  'amount',
  'turnoverMultiple',
  'stock',
  'perPlayerLimit',
  'depositAmount',
  'days',
  'sort',
] satisfies FieldName[];

/** The form field a contract path belongs to (the requirement's two fields sit flat in the form). */
export function formPath(path: readonly PropertyKey[]): FieldName {
  const [head, inner] = path.map(String);
  if (head === 'requirement') return inner === 'days' ? 'days' : 'depositAmount';
  return (FIELD_NAMES.includes(head ?? '') ? head : 'kind') as FieldName;
}

/**
 * The key of a field's sentence (`points:form.error.*`): its bounds; `required` when empty; the
 * kind's own rules (cash and bonus pay an amount, turnover is a bonus's only).
 */
export function itemMessage(field: FieldName, code: string, form?: ItemForm): string {
  const text = form?.[field];
  if (typeof text === 'string' && text.trim() === '' && field !== 'description') return 'required';
  if (field === 'amount' && code === 'custom') return 'amountPays';
  if (field === 'turnoverMultiple' && code === 'custom') return 'bonusOnly';
  if (field === 'kind' || field === 'image') return 'invalid_value';
  return field;
}

/**
 * The form's schema: the contract's `saveMallItemRequest` decides, on the call the fields make;
 * each of its issues is put back under the field that caused it.
 */
export const itemForm = fields.superRefine((form, ctx) => {
  const parsed = saveMallItemRequest.safeParse(requestOf(form));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = formPath(issue.path);
    ctx.addIssue({ code: 'custom', path: [field], message: itemMessage(field, issue.code, form) });
  }
});

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form of a saved item, or of a new one: cash, unlimited, no requirement. */
export function formOf(item: OperatorMallItem | null): ItemForm {
  const image = (MALL_ITEM_IMAGES as readonly string[]).includes(item?.image ?? '')
    ? (item!.image as ItemForm['image'])
    : 'cash';
  return {
    ...(item ? { id: item.id } : {}),
    kind: item?.kind ?? 'CASH',
    name: item?.name ?? '',
    description: item?.description ?? '',
    image,
    points: text(item?.points),
    amount: item && kindHasAmount(item.kind) ? text(item.amount) : '',
    turnoverMultiple: text(item && kindHasTurnover(item.kind) ? item.turnoverMultiple : 1),
    stockUnlimited: item ? item.stock === null : true,
    stock: text(item?.stock),
    perPlayerUnlimited: item ? item.perPlayerLimit === null : true,
    perPlayerLimit: text(item?.perPlayerLimit),
    requirementOn: Boolean(item?.requirement),
    depositAmount: text(item?.requirement?.depositAmount),
    days: text(item?.requirement?.days ?? 30),
    sort: text(item?.sort ?? 0),
  };
}
