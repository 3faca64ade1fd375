import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldMessage } from './field-message';

export type FormErrors<M = FieldMessage> = Partial<Record<string, M>>;

/**
 * A field's check: its message, or null when the value is right. Built from the contract's
 * zod-free rules (`@bet/contracts/*-rules`, `field-formats`, the validation engine), never from
 * its zod schemas: those would ship zod with the form's chunk (decision 0017).
 */
export type FieldRule<V, K extends keyof V, M> = (value: V[K], values: V) => M | null;
export type FormRules<V, M = FieldMessage> = { [K in keyof V]?: FieldRule<V, K, M> };

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The one form idiom of the site: values, their messages, `bind(name)` for a text input, and the
 * form's `rules`, checked together by `validate()` (or `handleSubmit`) when the form is sent.
 * Typing into a field clears its message. `M` is the message shape the feature translates.
 */
export function useFormState<V extends Record<string, unknown>, M = FieldMessage>(
  initial: V,
  options: { rules?: FormRules<V, M> } = {},
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<M>>({});

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const bind = (name: TextKey<V>) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as V[typeof name]),
  });

  /** Checks every rule against the current values; shows the failures; true when none failed. */
  const validate = (): boolean => {
    const found: FormErrors<M> = {};
    const rules: FormRules<V, M> = options.rules ?? {};
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      const message = rules[name]?.(values[name], values);
      if (message) found[name] = message;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  /** The form's onSubmit: no page load; `send` runs only when every rule passes. */
  const handleSubmit = (send: (values: V) => unknown) => (event: FormEvent) => {
    event.preventDefault();
    if (validate()) void send(values);
  };

  const reset = useCallback((next?: V) => {
    setValues(next ?? initial);
    setErrors({});
    // `initial` is the first render's object; a form resets to where it started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, setValue, setValues, errors, setErrors, bind, validate, handleSubmit, reset };
}
