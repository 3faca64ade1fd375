import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/form-field';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Translated message. */
  error: string | null;
  /** The limits or the balance the amount may use. */
  hint?: string | null;
  testId: string;
  /** After the input: a "max" button. */
  addon?: ReactNode;
}

/**
 * The amount of a money movement: required, a decimal keypad on phones, never autofilled
 * (a remembered amount would be sent by mistake).
 */
export function AmountField({ value, onChange, ...rest }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('wallet.amount.label')}
      required
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    />
  );
}
