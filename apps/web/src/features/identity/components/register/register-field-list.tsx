import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidationRule } from '@bet/contracts/system/register-settings';
import { messageText } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/form-field';
import type { FormErrors } from '@/shared/ui/form/use-form-state';
import { CaptchaField } from '../common/captcha-field';
import { MobileNumberField } from '../common/mobile-number-field';
import type { SmsCodeStep } from '../../model/use-sms-code-step';
import { SmsCodeField } from '../common/sms-code-field';
import type { RegisterLayout } from './register-layout';
import { EXTRA_FIELDS, type RegisterValueName, type RegisterValues } from './register-values';

interface InputHints {
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

const INPUT_HINTS: Partial<Record<RegisterValueName, InputHints>> = {
  username: { autoComplete: 'username' },
  payeeName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  paymentPassword: { type: 'password', autoComplete: 'new-password', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  birthday: { autoComplete: 'bday' },
};

const maxOf = (rule: ValidationRule) => (rule.maxLength > 0 ? rule.maxLength : undefined);

interface RegisterFieldListProps {
  layout: RegisterLayout;
  values: RegisterValues;
  errors: FormErrors;
  setValue: (name: RegisterValueName, value: string) => void;
  smsStep: SmsCodeStep;
  captchaRound: number;
}

/** The fields the layout shows, each with its label, required mark and message under it. */
export function RegisterFieldList({
  layout,
  values,
  errors,
  setValue,
  smsStep,
  captchaRound,
}: RegisterFieldListProps) {
  const { t } = useTranslation();
  const error = (name: string) => messageText(t, errors[name]);
  const text = (name: RegisterValueName, rule: ValidationRule, extra: InputHints = {}) => {
    const hints = { ...INPUT_HINTS[name], ...extra };
    return (
      <TextField
        key={name}
        label={t(`register.field.${name}`)}
        required={rule.required}
        name={name}
        type={hints.type ?? 'text'}
        autoComplete={hints.autoComplete ?? 'off'}
        inputMode={hints.inputMode}
        maxLength={maxOf(rule)}
        value={values[name]}
        onChange={(event) => setValue(name, event.target.value)}
        error={error(name)}
        testId={`register-${name}`}
      />
    );
  };
  const username = layout.get('username');
  const mobile = layout.get('mobileNum');
  const captcha = layout.get('captcha');
  return (
    <>
      {username ? text('username', username) : null}
      <TextField
        label={t('register.field.password')}
        required
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => setValue('password', event.target.value)}
        error={error('password')}
        testId="register-password"
      />
      <TextField
        label={t('register.field.confirmPassword')}
        required
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setValue('confirmPassword', event.target.value)}
        error={error('confirmPassword')}
        testId="register-confirmPassword"
      />
      {mobile ? (
        <MobileNumberField
          dialingCode={values.dialingCode}
          onDialingCodeChange={(code) => setValue('dialingCode', code)}
          value={values.mobileNum}
          onChange={(value) => setValue('mobileNum', value)}
          error={error('mobileNum') ?? error('countryDialingCode')}
          required={mobile.required}
        />
      ) : null}
      {layout.has('verificationCode') ? (
        <SmsCodeField
          value={values.verificationCode}
          onChange={(value) => setValue('verificationCode', value)}
          error={error('verificationCode')}
          step={smsStep}
        />
      ) : null}
      {EXTRA_FIELDS.map((name) => {
        const rule = layout.get(name);
        if (!rule) return null;
        // A yyyy-MM-dd birthday gets the native date picker; other formats are typed.
        return text(name, rule, name === 'birthday' && rule.patternId === 'dateYmd' ? { type: 'date' } : {});
      })}
      {captcha ? (
        <CaptchaField
          value={values.captcha}
          onChange={(value) => setValue('captcha', value)}
          error={error('captcha')}
          round={captchaRound}
        />
      ) : null}
    </>
  );
}
