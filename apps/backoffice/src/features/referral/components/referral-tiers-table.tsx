import { useId, type InputHTMLAttributes } from 'react';
import { get, useFieldArray, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REFERRAL_TIERS_MAX } from '@bet/contracts/referral/referral';
import { formatMoney } from '@/shared/lib/format';
import { Button } from '@/shared/ui/button';
import { referralErrorText } from '../lib/form-error';
import {
  nextTier,
  THRESHOLDS,
  TIER_FIELDS,
  TIERS_ROOT,
  type TierField,
  type TierRow,
  type TiersForm,
} from '../lib/tiers-form';

type Form = UseFormReturn<TiersForm>;

const COLUMNS = ['tier', ...TIER_FIELDS] as const;

const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
const INPUT: Record<TierField, InputHTMLAttributes<HTMLInputElement>> = {
  depositRequired: money,
  betRequired: money,
  reward: { ...money, min: 0.01 },
  turnoverMultiple: { type: 'number', min: 0, max: 100, step: 1, inputMode: 'numeric' },
};

/** The figure of the tier before, as the "not below the tier before" sentence names it. */
const beforeFigure = (rows: TierRow[], index: number, cell: TierField): Record<string, string> => {
  const text = (THRESHOLDS as readonly string[]).includes(cell) ? rows[index - 1]?.[cell] : '';
  const value = Number(text);
  return text && Number.isFinite(value) ? { amount: formatMoney(value) } : { amount: '…' };
};

/** One cell's input and its error under it, wired for screen readers. */
function TierInput({
  form,
  rows,
  index,
  cell,
  idPrefix,
}: {
  form: Form;
  rows: TierRow[];
  index: number;
  cell: TierField;
  idPrefix: string;
}) {
  const { t } = useTranslation('referral');
  const path = `tiers.${index}.${cell}` as Path<TiersForm>;
  const error = referralErrorText(t, get(form.formState.errors, path), beforeFigure(rows, index, cell));
  const errorId = `${idPrefix}-${index}-${cell}-error`;
  return (
    <>
      <input
        className="referral-cell-input"
        {...INPUT[cell]}
        aria-label={t('tiers.cellOf', { field: t(`tiers.col.${cell}`), tier: index + 1 })}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        {...form.register(path)}
        data-testid={`referral-${cell}-${index + 1}`}
      />
      <small id={errorId} className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </>
  );
}

/**
 * The tiers, one row each (tier 1 first): the deposits and valid bets a friend must reach, the
 * referrer's reward and its turnover. For `configure`, a tier is added after the last one (its
 * figures copied from it) and the last one removed, at most REFERRAL_TIERS_MAX.
 */
export function ReferralTiersTable({ form, canConfigure }: { form: Form; canConfigure: boolean }) {
  const { t } = useTranslation('referral');
  const idPrefix = useId();
  const addId = `${idPrefix}-add`;
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  // The watched rows are missing while the form mounts.
  const rows = useWatch({ control: form.control, name: 'tiers' }) ?? [];
  const count = tiers.fields.length;
  const tableError = referralErrorText(t, get(form.formState.errors, TIERS_ROOT));

  const add = () => tiers.append(nextTier(count ? form.getValues(`tiers.${count - 1}`) : undefined));
  const removeLast = () => {
    tiers.remove(count - 1);
    // The removed row's cells go with it: the focus moves to the new last tier, or to "Add".
    if (count > 1) form.setFocus(`tiers.${count - 2}.depositRequired`);
    else document.getElementById(addId)?.focus();
  };

  return (
    <>
      <div className="table-wrap">
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tiers.tableLabel')}>
          <table className="data-table referral-tiers-table">
            <thead>
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className={c === 'tier' ? 'num' : undefined}>
                    {t(`tiers.col.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tiers.fields.map((field, i) => (
                <tr key={field.id} data-testid={`referral-tier-${i + 1}`}>
                  <th scope="row" className="num">
                    {i + 1}
                  </th>
                  {TIER_FIELDS.map((cell) => (
                    <td key={cell}>
                      <TierInput form={form} rows={rows} index={i} cell={cell} idPrefix={idPrefix} />
                    </td>
                  ))}
                </tr>
              ))}
              {count === 0 && (
                <tr>
                  <td colSpan={COLUMNS.length} className="muted">
                    {t('tiers.empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
      <p className="field-error" role={tableError ? 'alert' : undefined}>
        {tableError ?? ''}
      </p>
      {canConfigure && (
        <div className="referral-tiers-foot">
          <Button id={addId} onClick={add} disabled={count >= REFERRAL_TIERS_MAX} data-testid="referral-add">
            {t('tiers.add', { tier: count + 1 })}
          </Button>
          {count > 0 && (
            <Button onClick={removeLast} data-testid="referral-remove">
              {t('tiers.remove', { tier: count })}
            </Button>
          )}
          <span className="field-hint">
            {count >= REFERRAL_TIERS_MAX ? t('tiers.full', { max: REFERRAL_TIERS_MAX }) : t('tiers.addHint')}
          </span>
        </div>
      )}
    </>
  );
}
