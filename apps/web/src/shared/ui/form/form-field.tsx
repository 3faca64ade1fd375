import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Translated message shown under the field and linked with aria-describedby. */
  error?: string | null;
  /** A short help text under the field. */
  hint?: string | null;
  testId?: string;
  /** Before the input on the same row (a country-code picker). */
  prefix?: ReactNode;
  /** After the input on the same row (a send-code button, a captcha image). */
  addon?: ReactNode;
}

/** A labelled input with its error under it: aria-invalid and aria-describedby set for screen readers. */
export function TextField({
  label,
  error,
  hint,
  testId,
  prefix,
  addon,
  required,
  id: givenId,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="form-row">
        {prefix}
        <input
          id={id}
          className="form-input"
          data-testid={testId}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
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
