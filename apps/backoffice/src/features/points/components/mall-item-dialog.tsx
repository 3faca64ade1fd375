import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OperatorMallItem } from '@bet/contracts/operator/operator-points';
import { MALL_ITEM_KINDS, REQUIREMENT_DAYS_MAX } from '@bet/contracts/points/points-rules';
import { ApiError } from '@/shared/api/api-error';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { formControls } from '@/shared/ui/form-controls';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { saveMallItem } from '../api/save-mall-item';
import { pointsErrorText } from '../lib/form-error';
import {
  formOf,
  formPath,
  itemForm,
  itemMessage,
  kindHasAmount,
  kindHasTurnover,
  requestOf,
  type ItemForm,
} from '../lib/item-form';
import { POINTS_KEY } from '../lib/points-key';
import { MallImagePicker } from './mall-image-picker';

const { SelectInput, TextInput, useFieldError } = formControls<ItemForm>('points', pointsErrorText);
const money = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;
const whole = { type: 'number', step: 1, inputMode: 'numeric' } as const;

/** Puts a refused save's field errors under the form's fields; answers whether any took one. */
function applyItemFieldErrors(error: unknown, form: UseFormReturn<ItemForm>): boolean {
  if (!(error instanceof ApiError) || error.fields.length === 0) return false;
  for (const field of error.fields) {
    const name = formPath(field.path.split('.'));
    form.setError(name, { type: 'server', message: itemMessage(name, field.code) });
  }
  return true;
}

/** A switch of the form (unlimited stock, no player limit, a deposit requirement). */
function Check({
  form,
  name,
  label,
}: {
  form: UseFormReturn<ItemForm>;
  name: 'stockUnlimited' | 'perPlayerUnlimited' | 'requirementOn';
  label: string;
}) {
  return (
    <label className="inline-field points-check">
      <input type="checkbox" {...form.register(name)} data-testid={`mall-${name}`} />
      {label}
    </label>
  );
}

/**
 * Creates or edits a mall item. Fields follow the kind: an amount for cash, bonus and vouchers
 * (a voucher's face value), turnover for a bonus only; stock, a per-player limit and a deposit
 * requirement are switched on when they apply. The contract's schema checks the whole call before
 * it is sent and its issues appear under their fields. Opened only for roles that configure.
 */
export function MallItemDialog({
  item,
  onSaved,
  onClose,
}: {
  item: OperatorMallItem | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ItemForm>({ resolver: zodResolver(itemForm), defaultValues: formOf(item) });
  const [kind, stockUnlimited, perPlayerUnlimited, requirementOn] = useWatch({
    control: form.control,
    name: ['kind', 'stockUnlimited', 'perPlayerUnlimited', 'requirementOn'],
  });
  const descriptionError = useFieldError(form, 'description');
  const imageError = useFieldError(form, 'image');

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveMallItem(requestOf(values));
      await client.invalidateQueries({ queryKey: POINTS_KEY });
      onSaved();
    } catch (error) {
      if (!applyItemFieldErrors(error, form)) setFailure(error);
    }
  });

  return (
    <Dialog title={item ? t('form.editTitle', { name: item.name }) : t('items.new')} onClose={onClose}>
      <form onSubmit={submit} noValidate aria-label={t('form.label')}>
        {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
        {item && <p className="field-hint">{t('form.editNote')}</p>}
        <div className="form-grid">
          <SelectInput
            form={form}
            name="kind"
            label={t('form.kind')}
            hint={t(`form.kindHint.${kind}`)}
            options={MALL_ITEM_KINDS.map((k): [string, string] => [k, t(`kind.${k}`)])}
            testId="mall-kind"
          />
          <TextInput
            form={form}
            name="name"
            label={t('form.name')}
            maxLength={80}
            autoComplete="off"
            data-testid="mall-name"
          />
          <TextInput
            form={form}
            name="points"
            label={t('form.points')}
            hint={t('form.pointsHint')}
            min={0.01}
            step="0.01"
            type="number"
            inputMode="decimal"
            data-testid="mall-points"
          />
          {kindHasAmount(kind) && (
            <TextInput
              form={form}
              name="amount"
              label={t(`form.amount.${kind}`)}
              hint={t(`form.amountHint.${kind}`)}
              data-testid="mall-amount"
              {...money}
            />
          )}
          {kindHasTurnover(kind) && (
            <TextInput
              form={form}
              name="turnoverMultiple"
              label={t('form.turnoverMultiple')}
              hint={t('form.turnoverMultipleHint')}
              min={0}
              max={100}
              data-testid="mall-turnover"
              {...whole}
            />
          )}
          <TextInput
            form={form}
            name="sort"
            label={t('form.sort')}
            min={0}
            max={9999}
            data-testid="mall-sort"
            {...whole}
          />
        </div>
        <FormField label={t('form.description')} error={descriptionError} hint={t('form.descriptionHint')}>
          {(ids) => (
            <textarea
              {...ids}
              rows={2}
              maxLength={500}
              {...form.register('description')}
              data-testid="mall-description"
            />
          )}
        </FormField>
        <MallImagePicker form={form} {...(imageError ? { error: imageError } : {})} />
        <div className="form-grid mall-limits">
          <div>
            <Check form={form} name="stockUnlimited" label={t('form.stockUnlimited')} />
            {!stockUnlimited && (
              <TextInput
                form={form}
                name="stock"
                label={t('form.stock')}
                hint={t('form.stockHint')}
                min={0}
                max={1_000_000}
                data-testid="mall-stock"
                {...whole}
              />
            )}
          </div>
          <div>
            <Check form={form} name="perPlayerUnlimited" label={t('form.perPlayerUnlimited')} />
            {!perPlayerUnlimited && (
              <TextInput
                form={form}
                name="perPlayerLimit"
                label={t('form.perPlayerLimit')}
                hint={t('form.perPlayerLimitHint')}
                min={1}
                max={1000}
                data-testid="mall-per-player"
                {...whole}
              />
            )}
          </div>
          <div>
            <Check form={form} name="requirementOn" label={t('form.requirementOn')} />
            {requirementOn && (
              <>
                <TextInput
                  form={form}
                  name="depositAmount"
                  label={t('form.depositAmount')}
                  data-testid="mall-deposit-amount"
                  {...money}
                />
                <TextInput
                  form={form}
                  name="days"
                  label={t('form.days')}
                  hint={t('form.daysHint', { max: REQUIREMENT_DAYS_MAX })}
                  min={1}
                  max={REQUIREMENT_DAYS_MAX}
                  data-testid="mall-days"
                  {...whole}
                />
              </>
            )}
          </div>
        </div>
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="submit" variant="primary" busy={form.formState.isSubmitting} data-testid="mall-save">
            {t('common:save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
