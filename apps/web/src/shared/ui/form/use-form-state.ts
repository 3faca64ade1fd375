import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldMessage } from './field-message';

export type FormErrors = Partial<Record<string, FieldMessage>>;

/**
 * Values of a small form (strings), their messages, and `bind(name)` for an input's value and
 * onChange. Typing into a field clears its message.
 */
export function useFormState<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const bind = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value),
  });

  const reset = useCallback((next?: V) => {
    setValues(next ?? initial);
    setErrors({});
    // `initial` is the first render's object; a form resets to where it started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { values, setValue, setValues, errors, setErrors, bind, reset };
}
