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
import { fieldErrorText } from './field-error';
import { Button } from './button';
import { FormField } from './form-field';

/** A range error names what is wrong (the contract's message); other errors read as any field's. */
export function rangeErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (error?.message === 'range.order' || error?.message === 'range.tooLong')
    return t(`common:${error.message}`, { max: MAX_REPORT_DAYS });
  if (error?.type === 'server' && error.message === 'custom')
    return t('common:range.invalid', { max: MAX_REPORT_DAYS });
  return fieldErrorText(t, error);
}

/**
 * The report's days (every range report of the console). Checked with the contract's schema
 * before anything is asked; a range the server refuses anyway (a hand-edited address) shows its
 * field errors under the fields too.
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
  const { t } = useTranslation();
  const form = useForm<ReportRange>({ resolver: zodResolver(reportRangeQuery), defaultValues: range });
  const { errors } = form.formState;
  useEffect(() => {
    for (const field of serverFields)
      if (field.path === 'from' || field.path === 'to')
        form.setError(field.path, { type: 'server', message: field.code });
  }, [serverFields, form]);
  return (
    <form className="filters" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('range.form')}>
      <FormField label={t('range.from')} error={rangeErrorText(t, errors.from)}>
        {(ids) => <input type="date" {...ids} {...form.register('from')} />}
      </FormField>
      <FormField label={t('range.to')} error={rangeErrorText(t, errors.to)}>
        {(ids) => <input type="date" {...ids} {...form.register('to')} />}
      </FormField>
      <Button type="submit" variant="primary">
        {t('range.show')}
      </Button>
    </form>
  );
}

/**
 * The range a page's address asks for, checked with the contract: the range to send, or null
 * and the fields to mark (a range the contract refuses is not sent; the form says why).
 */
export function checkRange(asked: ReportRange): {
  range: ReportRange | null;
  issues: { path: string; code: string }[];
} {
  const valid = reportRangeQuery.safeParse(asked);
  return valid.success
    ? { range: valid.data, issues: [] }
    : { range: null, issues: valid.error.issues.map((i) => ({ path: String(i.path[0]), code: 'custom' })) };
}
