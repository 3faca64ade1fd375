import type { ReactNode } from 'react';

/** A labelled select of a filter row. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  testId,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-select points-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      >
        {children}
      </select>
    </div>
  );
}
