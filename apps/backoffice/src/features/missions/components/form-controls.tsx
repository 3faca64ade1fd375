import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/shared/ui/form-field';
import { missionErrorText } from '../lib/form-error';
import type { MissionForm } from '../lib/mission-form';

type Form = UseFormReturn<MissionForm>;
type Name = Exclude<keyof MissionForm, 'id'>;

/** The error text of a field; `values` fill its sentence (the target's maximum). */
function useFieldError(form: Form, name: Name, values?: Record<string, string>): string | undefined {
  const { t } = useTranslation('missions');
  return missionErrorText(t, form.formState.errors[name], values);
}

/** A labelled input bound to the form, with the contract's error under it. */
export function TextInput({
  form,
  name,
  label,
  hint,
  errorValues,
  ...props
}: {
  form: Form;
  name: Name;
  label: string;
  hint?: string;
  errorValues?: Record<string, string>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  const error = useFieldError(form, name, errorValues);
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
