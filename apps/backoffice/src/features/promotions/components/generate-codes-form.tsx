import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { generateBonusCodesRequest } from '@bet/contracts/operator/operator-promotions';
import { BONUS_CODE_BATCH_MAX } from '@bet/contracts/promotions/promotion-rules';
import { errorText } from '@/shared/i18n/error-text';
import { Button } from '@/shared/ui/button';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { Notice } from '@/shared/ui/notice';
import { generateBonusCodes } from '../api/generate-bonus-codes';
import { PROMOTIONS_KEY } from '../api/list-promotions';

// The contract's call without the promotion (the page knows it).
const batchForm = generateBonusCodesRequest.omit({ promotionId: true });

/** N new codes, each good for `usesPerCode` players; the list below refreshes with them. */
export function GenerateCodesForm({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation('promotions');
  const client = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [made, setMade] = useState<number | null>(null);
  const form = useForm({ resolver: zodResolver(batchForm), defaultValues: { count: 10, usesPerCode: 1 } });
  const err = form.formState.errors;

  const submit = form.handleSubmit(async ({ count, usesPerCode }) => {
    setFailure(null);
    setMade(null);
    try {
      const batch = await generateBonusCodes(promotionId, count, usesPerCode);
      setMade(batch.list.length);
      await client.invalidateQueries({ queryKey: [...PROMOTIONS_KEY, 'codes', promotionId] });
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <>
      {made !== null && <Notice tone="success">{t('codesPage.generated', { count: made })}</Notice>}
      {failure !== null && <Notice tone="error">{errorText(t, failure)}</Notice>}
      <form onSubmit={submit} noValidate className="filters" aria-label={t('codesPage.generate')}>
        <FormField
          label={t('codesPage.count')}
          hint={t('codesPage.countHint', { max: BONUS_CODE_BATCH_MAX })}
          error={fieldErrorText(t, err.count)}
        >
          {(ids) => (
            <input
              {...ids}
              type="number"
              min={1}
              max={BONUS_CODE_BATCH_MAX}
              step={1}
              {...form.register('count', { valueAsNumber: true })}
              data-testid="codes-count"
            />
          )}
        </FormField>
        <FormField label={t('codesPage.usesPerCode')} error={fieldErrorText(t, err.usesPerCode)}>
          {(ids) => (
            <input
              {...ids}
              type="number"
              min={1}
              step={1}
              {...form.register('usesPerCode', { valueAsNumber: true })}
              data-testid="codes-uses"
            />
          )}
        </FormField>
        <div className="promo-filter-actions">
          <Button
            type="submit"
            variant="primary"
            busy={form.formState.isSubmitting}
            data-testid="codes-generate"
          >
            {t('codesPage.generate')}
          </Button>
        </div>
      </form>
    </>
  );
}
