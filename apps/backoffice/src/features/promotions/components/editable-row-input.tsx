import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Unique on the page: the error's id, which the input points at while it is invalid. */
  errorId: string;
  'data-testid': string;
};

/** An editable table row's number cell: the input and its error under it, wired for screen readers. */
export function EditableRowInput({ registration, error, errorId, ...input }: Props) {
  return (
    <td>
      <input
        type="number"
        {...input}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
        {...registration}
      />
      <small id={errorId} className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </small>
    </td>
  );
}
