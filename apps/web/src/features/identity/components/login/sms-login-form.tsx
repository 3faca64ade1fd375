import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useLoginMutation } from '../../api/login';
import { useSendLoginSmsCode } from '../../api/login-sms-code';
import { smsWaitUntil } from '../../lib/mobile';
import { useCompleteLogin } from '../../model/use-complete-login';
import { smsCodeStepRules, useSmsCodeStep } from '../../model/use-sms-code-step';
import { MobileCodeFields } from '../common/mobile-code-fields';
import { verifyChallengeOf } from './login-failure';
import { ExcludedLoginSlot } from './excluded-login-slot';

/** Mobile number with country code, and the SMS code (no human check for the login itself, spec §4). */
export function SmsLoginForm({
  onVerifyRequired,
}: {
  onVerifyRequired: (v: LoginVerifyRequiredValue) => void;
}) {
  const { t } = useTranslation();
  const form = useFormState({ dialingCode: '', mobileNum: '', code: '' }, { rules: smsCodeStepRules });
  const { values, errors, setErrors, setValue } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const sendCode = useSendLoginSmsCode();
  const login = useLoginMutation();
  const completeLogin = useCompleteLogin();

  const smsStep = useSmsCodeStep({
    dialingCode: values.dialingCode,
    mobileNum: values.mobileNum,
    onMobileProblem: (problem) => setErrors({ mobileNum: problem }),
    send: async (mobile) => smsWaitUntil(await sendCode.mutateAsync(mobile)),
  });

  const submit = async () => {
    setFailure(null);
    try {
      const { countryDialingCode, mobileNum } = smsStep.mobile();
      const response = await login.mutateAsync({
        type: 'sms',
        countryDialingCode,
        username: mobileNum,
        password: values.code.trim(),
      });
      await completeLogin(response);
    } catch (error) {
      const challenge = verifyChallengeOf(error);
      if (challenge) onVerifyRequired(challenge);
      else setFailure(error);
    }
  };

  return (
    <form className="form" noValidate data-testid="sms-login-form" onSubmit={form.handleSubmit(submit)}>
      <MobileCodeFields
        values={values}
        setValue={setValue}
        mobileError={messageText(t, errors.mobileNum)}
        codeError={messageText(t, errors.code)}
        step={smsStep}
      />
      <FormAlert testId="login-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      <ExcludedLoginSlot failure={failure} />
      <Button type="submit" disabled={login.isPending} data-testid="sms-login-submit">
        {login.isPending ? t('auth.login.loggingIn') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
