import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RAFFLE_PRIZE_RANKS_MAX, RAFFLE_WINNERS_MAX } from '@bet/contracts/promotions/promotion-rules';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { promotionErrorText } from '../lib/form-error';
import type { PromotionForm } from '../lib/promotion-form';
import { NEW_RANK_ROW } from '../lib/raffle-form';
import { raffleView, type RankCheck } from '../lib/raffle-preview';
import { EditableRowInput } from './editable-row-input';
import { useFieldError } from './form-controls';
import { useFocusAfterRemove } from './use-focus-after-remove';

type Form = UseFormReturn<PromotionForm>;
type Leaf = 'amount' | 'winners';
/** The bounds the draw's sentences are filled with. */
const BOUNDS = { max: String(RAFFLE_WINNERS_MAX), ranks: String(RAFFLE_PRIZE_RANKS_MAX) };

/** One rank ("2nd prize"): its amount and winners inputs (each with its error), its total, remove. */
function RankRow(props: {
  form: Form;
  index: number;
  check: RankCheck;
  total: number | null;
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { form, index, check, total, canRemove, onRemove } = props;
  const { t } = useTranslation('promotions');
  const id = useId();
  const rank = t('form.raffle.rank', { place: t('place', { count: index + 1, ordinal: true }) });
  const formErrors = {
    amount: useFieldError(form, `ranks.${index}.amount`, BOUNDS),
    winners: useFieldError(form, `ranks.${index}.winners`, BOUNDS),
  };
  // The contract's sentence once a save was tried, else the same check as it is typed.
  const errorOf = (leaf: Leaf) =>
    formErrors[leaf] ?? promotionErrorText(t, check[leaf] ? { message: check[leaf] } : undefined, BOUNDS);
  const input = (leaf: Leaf) => (
    <EditableRowInput
      min={leaf === 'amount' ? 0.01 : 1}
      max={leaf === 'amount' ? undefined : RAFFLE_WINNERS_MAX}
      step={leaf === 'amount' ? '0.01' : 1}
      inputMode={leaf === 'amount' ? 'decimal' : 'numeric'}
      aria-label={t(`form.raffle.${leaf}Of`, { rank })}
      registration={form.register(`ranks.${index}.${leaf}`)}
      error={errorOf(leaf)}
      errorId={`${id}-${leaf}`}
      data-testid={`rank-${leaf}-${index}`}
    />
  );
  return (
    <tr data-testid={`rank-row-${index}`}>
      <th scope="row">{rank}</th>
      {input('amount')}
      {input('winners')}
      <td className="num" data-testid={`rank-total-${index}`}>
        {total === null ? '—' : formatMoney(total)}
      </td>
      <td>
        <Button
          variant="ghost"
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={t('form.raffle.removeOf', { rank })}
          data-testid={`rank-remove-${index}`}
        >
          {t('form.remove')}
        </Button>
      </td>
    </tr>
  );
}

/**
 * A draw's ranked prizes: 1 to RAFFLE_PRIZE_RANKS_MAX ranks, 1st first, each an amount paid to
 * each of its winners (at most RAFFLE_WINNERS_MAX winners in all); each rank's total and the most
 * one draw pays, with the contract's problems as the operator types. Saving checks the same.
 */
export function RafflePrizesFields({ form }: { form: Form }) {
  const { t } = useTranslation('promotions');
  const ranks = useFieldArray({ control: form.control, name: 'ranks' });
  // The watched rows are missing while the form mounts.
  const view = raffleView(useWatch({ control: form.control, name: 'ranks' }) ?? []);
  const count = ranks.fields.length;
  const remove = useFocusAfterRemove(count, ranks.remove, (row) => form.setFocus(`ranks.${row}.amount`));

  // The live check is the contract's own; a refusal it did not foresee (the server's) as it came.
  const listErrors = form.formState.errors.ranks;
  const serverError = [listErrors?.root, listErrors].find((e) => e?.type === 'server');
  const values = { ...BOUNDS, count: formatCount(view.winners) };
  const listError = view.listProblem
    ? t(`form.error.${view.listProblem}`, values)
    : promotionErrorText(t, serverError, values);
  return (
    <fieldset className="promo-prizes" data-testid="raffle-prizes">
      <legend>{t('form.raffle.prizes')}</legend>
      <p className="field-hint">
        {t('form.raffle.prizesHint', { ranks: RAFFLE_PRIZE_RANKS_MAX, max: RAFFLE_WINNERS_MAX })}
      </p>
      <div className="table-scroll">
        <table className="promo-prize-table">
          <thead>
            <tr>
              <th scope="col">{t('form.raffle.rankHead')}</th>
              <th scope="col">{t('form.raffle.amount')}</th>
              <th scope="col">{t('form.raffle.winners')}</th>
              <th scope="col" className="num">
                {t('form.raffle.total')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('form.prize.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ranks.fields.map((field, index) => (
              <RankRow
                key={field.id}
                form={form}
                index={index}
                check={view.checks[index] ?? {}}
                total={view.totals[index] ?? null}
                canRemove={count > 1}
                onRemove={() => remove(index)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="promo-prize-foot">
        <Button
          onClick={() => ranks.append({ ...NEW_RANK_ROW })}
          disabled={count >= RAFFLE_PRIZE_RANKS_MAX}
          data-testid="rank-add"
        >
          {t('form.raffle.add')}
        </Button>
        <p aria-live="polite" data-testid="raffle-per-draw">
          {view.winners === null || view.perDraw === null
            ? t('form.raffle.perDrawIncomplete')
            : t('form.raffle.perDraw', { count: view.winners, amount: formatMoney(view.perDraw) })}
        </p>
      </div>
      <div role="alert" data-testid="raffle-prizes-error">
        {listError && <p className="field-error">{listError}</p>}
      </div>
    </fieldset>
  );
}
