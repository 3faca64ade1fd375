import { useId, type SelectHTMLAttributes } from 'react';
import '@/shared/ui/form/form.css';

interface RgSelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string | number; label: string }[];
  testId?: string;
}

/** A labelled select in the form kit's look (the kit has text fields only). */
export function RgSelectField({ label, options, testId, id: givenId, ...select }: RgSelectFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-input rg-select" data-testid={testId} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
