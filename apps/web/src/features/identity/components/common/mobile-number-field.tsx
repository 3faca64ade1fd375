import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/form/form-field';
import { CountryCodeSelect } from './country-code-select';

interface MobileNumberFieldProps {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
}

/** Country code (with flag) and the number, on one row. */
export function MobileNumberField(props: MobileNumberFieldProps) {
  const { t } = useTranslation();
  const { dialingCode, onDialingCodeChange, value, onChange, error, required = true } = props;
  return (
    <TextField
      label={t('auth.mobile.number')}
      required={required}
      name="mobileNum"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      testId="mobile-input"
      prefix={<CountryCodeSelect value={dialingCode} onChange={onDialingCodeChange} />}
    />
  );
}
