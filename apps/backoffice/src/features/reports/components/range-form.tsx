import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MAX_REPORT_DAYS,
  reportRangeQuery,
  type ReportRange,
} from '@bet/contracts/operator/operator-reports';
import { fieldErrorText } from '@/shared/ui/field-error';
import { Button } from '@/shared/ui/button';
import { FormField } from '@/shared/ui/form-field';

/** A range error names what is wrong (the contract's message); other errors read as any field's. */
export function rangeErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (error?.message === 'range.order' || error?.message === 'range.tooLong')
    return t(`reports:${error.message}`, { max: MAX_REPORT_DAYS });
  if (error?.type === 'server' && error.message === 'custom')
    return t('reports:range.invalid', { max: MAX_REPORT_DAYS });
  return fieldErrorText(t, error);
}

/**
 * The report's days. Checked with the contract's schema before anything is asked; a range the
 * server refuses anyway (a hand-edited address) shows its field errors under the fields too.
 */
export function RangeForm({
  range,
  serverFields,
  onSubmit,
}: {
  range: ReportRange;
  serverFields: { path: string; code: string }[];
  onSubmit: (range: ReportRange) => void;
}) {
  const { t } = useTranslation('reports');
  const form = useForm<ReportRange>({ resolver: zodResolver(reportRangeQuery), defaultValues: range });
  const { errors } = form.formState;
  useEffect(() => {
    for (const field of serverFields)
      if (field.path === 'from' || field.path === 'to')
        form.setError(field.path, { type: 'server', message: field.code });
  }, [serverFields, form]);
  return (
    <form className="filters" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('rangeForm')}>
      <FormField label={t('from')} error={rangeErrorText(t, errors.from)}>
        {(ids) => <input type="date" {...ids} {...form.register('from')} />}
      </FormField>
      <FormField label={t('to')} error={rangeErrorText(t, errors.to)}>
        {(ids) => <input type="date" {...ids} {...form.register('to')} />}
      </FormField>
      <Button type="submit" variant="primary">
        {t('show')}
      </Button>
    </form>
  );
}
