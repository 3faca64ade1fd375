import type { SmsCodeStep } from '../../model/use-sms-code-step';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeField } from './sms-code-field';

type Name = 'dialingCode' | 'mobileNum' | 'code';

interface MobileCodeFieldsProps {
  values: Record<Name, string>;
  setValue: (name: Name, value: string) => void;
  /** Translated messages of the number and the code. */
  mobileError: string | null;
  codeError: string | null;
  /** The flow's code step (`useSmsCodeStep`). */
  step: SmsCodeStep;
}

/** The number with its country code, then the SMS code with its send button (login and reset by phone). */
export function MobileCodeFields({ values, setValue, mobileError, codeError, step }: MobileCodeFieldsProps) {
  return (
    <>
      <MobileNumberField
        dialingCode={values.dialingCode}
        onDialingCodeChange={(code) => setValue('dialingCode', code)}
        value={values.mobileNum}
        onChange={(value) => setValue('mobileNum', value)}
        error={mobileError}
      />
      <SmsCodeField
        value={values.code}
        onChange={(value) => setValue('code', value)}
        error={codeError}
        step={step}
      />
    </>
  );
}
