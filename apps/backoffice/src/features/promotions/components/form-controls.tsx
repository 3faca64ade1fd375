import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field';
import { promotionErrorText } from '../lib/form-error';
import type { PromotionForm } from '../lib/promotion-form';

type Form = UseFormReturn<PromotionForm>;
type Name = Parameters<Form['register']>[0];

/** The error text of a form path (nested paths such as `texts.1.title` included). */
export function useFieldError(form: Form, name: string): string | undefined {
  const { t } = useTranslation('promotions');
  return promotionErrorText(t, get(form.formState.errors, name));
}

/** A labelled input bound to the form, with the contract's error under it. */
export function TextInput({
  form,
  name,
  label,
  hint,
  ...props
}: { form: Form; name: Name; label: string; hint?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'form' | 'name'
>) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} error={error} {...(hint ? { hint } : {})}>
      {(ids) => <input {...ids} {...props} {...form.register(name)} />}
    </FormField>
  );
}

/** A labelled select bound to the form; `options` are value → text. */
export function SelectInput({
  form,
  name,
  label,
  hint,
  options,
  testId,
}: {
  form: Form;
  name: Name;
  label: string;
  hint?: string;
  options: Array<[string, ReactNode]>;
  testId?: string;
}) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} error={error} {...(hint ? { hint } : {})}>
      {(ids) => (
        <select {...ids} {...form.register(name)} data-testid={testId}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
