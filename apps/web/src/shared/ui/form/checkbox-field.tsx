import { useId, type ReactNode } from 'react';
import './form.css';

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | null;
  testId?: string;
  name?: string;
}

/** A checkbox with its label beside it and an error under it. */
export function CheckboxField({ checked, onChange, children, error, testId, name }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'form-check has-error' : 'form-check'}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p
          id={errorId}
          className="form-error"
          role="alert"
          data-testid={testId ? `${testId}-error` : undefined}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
