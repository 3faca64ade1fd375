import type { TFunction } from 'i18next';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './form-field';

/** A form's sentence for a field's error; `values` fill it (a bound, a maximum …). */
export type FormErrorText = (
  t: TFunction,
  error: FieldError | undefined,
  values?: Record<string, string>,
) => string | undefined;

/**
 * A form's labelled input and select, bound to its values and showing its own error sentences
 * (`errorText`, translated in `namespace`). A feature makes them once, at module level:
 * `export const { TextInput, SelectInput } = formControls<MyForm>('my-feature', myErrorText);`
 */
export function formControls<F extends FieldValues>(namespace: string, errorText: FormErrorText) {
  type Form = UseFormReturn<F>;

  /** The error text of a form path (nested paths such as `texts.1.title` included). */
  function useFieldError(form: Form, name: Path<F>, values?: Record<string, string>): string | undefined {
    const { t } = useTranslation(namespace);
    return errorText(t, get(form.formState.errors, name), values);
  }

  /** A labelled input bound to the form, with the contract's error under it. */
  function TextInput({
    form,
    name,
    label,
    hint,
    errorValues,
    ...props
  }: {
    form: Form;
    name: Path<F>;
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
  function SelectInput({
    form,
    name,
    label,
    hint,
    options,
    testId,
  }: {
    form: Form;
    name: Path<F>;
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

  return { useFieldError, TextInput, SelectInput };
}
