import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  WHEEL_SEGMENTS_MAX,
  WHEEL_SEGMENTS_MIN,
  WHEEL_WEIGHT_TOTAL_MAX,
  type PrizeTableProblem,
} from '@bet/contracts/promotions/prize-table';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { promotionErrorText } from '../lib/form-error';
import { prizeTableView, probabilityText } from '../lib/promotion-preview';
import type { PromotionForm } from '../lib/promotion-form';
import { NEW_PRIZE_ROW } from '../lib/wheel-form';
import { EditableRowInput } from './editable-row-input';
import { useFieldError } from './form-controls';
import { useFocusAfterRemove } from './use-focus-after-remove';

type Form = UseFormReturn<PromotionForm>;
type Leaf = 'amount' | 'weight';
/** The row problem validatePrizeTable reports for each input. */
const ROW_PROBLEM = { amount: 'AMOUNT_INVALID', weight: 'WEIGHT_INVALID' } as const;

/** One segment: its amount and weight inputs (each with its error), its probability, remove. */
function PrizeRow(props: {
  form: Form;
  index: number;
  probability: number | null;
  problems: readonly PrizeTableProblem[];
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { form, index, probability, problems, canRemove, onRemove } = props;
  const { t } = useTranslation('promotions');
  const id = useId();
  const n = index + 1;
  const formErrors = {
    amount: useFieldError(form, `prizes.${index}.amount`),
    weight: useFieldError(form, `prizes.${index}.weight`),
  };
  // The contract's sentence once a save was tried, else the table's own check as it is typed.
  const errorOf = (leaf: Leaf) =>
    formErrors[leaf] ??
    (problems.some((p) => p.segment === index && p.code === ROW_PROBLEM[leaf])
      ? t(`form.error.prize.${ROW_PROBLEM[leaf]}`)
      : undefined);
  const input = (leaf: Leaf) => (
    <EditableRowInput
      min={leaf === 'amount' ? 0 : 1}
      step={leaf === 'amount' ? '0.01' : 1}
      inputMode={leaf === 'amount' ? 'decimal' : 'numeric'}
      aria-label={t(`form.prize.${leaf}Of`, { n })}
      registration={form.register(`prizes.${index}.${leaf}`)}
      error={errorOf(leaf)}
      errorId={`${id}-${leaf}`}
      data-testid={`prize-${leaf}-${index}`}
    />
  );
  return (
    <tr data-testid={`prize-row-${index}`}>
      <th scope="row">{n}</th>
      {input('amount')}
      {input('weight')}
      <td className="num" data-testid={`prize-probability-${index}`}>
        {probability === null ? '—' : probabilityText(probability)}
      </td>
      <td>
        <Button
          variant="ghost"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={t('form.prize.removeOf', { n })}
          data-testid={`prize-remove-${index}`}
        >
          {t('form.remove')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * The wheel's prize table: WHEEL_SEGMENTS_MIN to WHEEL_SEGMENTS_MAX rows of an amount (0 = no
 * prize) and an integer weight, each row's probability (weight / total) and the expected prize of
 * one spin, with validatePrizeTable's problems as the operator types: a row's under its input,
 * the table's below it. Saving checks the same through the contract.
 */
export function PrizeTableFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  // The watched rows are missing while the form mounts.
  const view = prizeTableView(useWatch({ control: form.control, name: 'prizes' }) ?? []);
  const count = prizes.fields.length;
  const remove = useFocusAfterRemove(count, prizes.remove, (row) => form.setFocus(`prizes.${row}.amount`));

  const tableProblems = view.problems.filter((p) => p.segment === undefined);
  // A refusal of the table the live check did not foresee (the server's): shown as it came. The
  // contract's own table issues are the live ones, which never go stale as the rows change.
  const listErrors = form.formState.errors.prizes;
  const serverError = [listErrors?.root, listErrors].find((e) => e?.type === 'server');
  const listError = promotionErrorText(t, serverError);
  const tableErrors = tableProblems.length
    ? tableProblems.map((p) =>
        t(`form.error.prize.${p.code}`, {
          min: WHEEL_SEGMENTS_MIN,
          max: WHEEL_SEGMENTS_MAX,
          total: formatCount(WHEEL_WEIGHT_TOTAL_MAX),
        }),
      )
    : listError
      ? [listError]
      : [];
  return (
    <fieldset className="promo-prizes" data-testid="prize-table">
      <legend>{t('form.prizes')}</legend>
      <p className="field-hint">
        {t('form.prizesHint', { min: WHEEL_SEGMENTS_MIN, max: WHEEL_SEGMENTS_MAX })}
      </p>
      <div className="table-scroll">
        <table className="promo-prize-table">
          <thead>
            <tr>
              <th scope="col">{t('form.prize.number')}</th>
              <th scope="col">{t('form.prize.amount')}</th>
              <th scope="col">{t('form.prize.weight')}</th>
              <th scope="col" className="num">
                {t('form.prize.probability')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('form.prize.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.fields.map((field, index) => (
              <PrizeRow
                key={field.id}
                form={form}
                index={index}
                probability={view.probabilities[index] ?? null}
                problems={view.problems}
                canRemove={count > WHEEL_SEGMENTS_MIN}
                onRemove={() => remove(index)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="promo-prize-foot">
        <Button
          onClick={() => prizes.append({ ...NEW_PRIZE_ROW })}
          disabled={count >= WHEEL_SEGMENTS_MAX}
          data-testid="prize-add"
        >
          {t('form.prize.add')}
        </Button>
        <p aria-live="polite" data-testid="prize-expected">
          {view.expected === null
            ? t('form.prize.expectedIncomplete')
            : t('form.prize.expected', { amount: formatMoney(view.expected) })}
          {view.total !== null && ` ${t('form.prize.total', { total: formatCount(view.total) })}`}
        </p>
      </div>
      <div role="alert" data-testid="prize-table-errors">
        {tableErrors.map((text) => (
          <p key={text} className="field-error">
            {text}
          </p>
        ))}
      </div>
    </fieldset>
  );
}
