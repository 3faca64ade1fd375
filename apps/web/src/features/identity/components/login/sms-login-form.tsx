import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginVerifyRequiredValue } from '@bet/contracts/identity/login';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useLoginMutation } from '../../api/login';
import { useSendLoginSmsCode } from '../../api/login-sms-code';
import { dialledMobile, dialledMobileMessage, smsCodeMessage, smsWaitUntil } from '../../lib/mobile';
import { collectMessages } from '../../lib/password-rule';
import { useCompleteLogin } from '../../model/use-complete-login';
import { MobileCodeFields } from '../common/mobile-code-fields';
import { verifyChallengeOf } from './login-failure';

/** Mobile number with country code, and the SMS code (no human check for the login itself, spec §4). */
export function SmsLoginForm({
  onVerifyRequired,
}: {
  onVerifyRequired: (v: LoginVerifyRequiredValue) => void;
}) {
  const { t } = useTranslation();
  const form = useFormState({ dialingCode: '', mobileNum: '', code: '' });
  const { values, errors, setErrors, setValue } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const sendCode = useSendLoginSmsCode();
  const login = useLoginMutation();
  const completeLogin = useCompleteLogin();

  const mobile = () => dialledMobile(values.dialingCode, values.mobileNum);
  const mobileProblem = () => dialledMobileMessage(values.dialingCode, values.mobileNum);

  const onSend = async () => {
    const problem = mobileProblem();
    if (problem) {
      setErrors({ mobileNum: problem });
      return null;
    }
    return smsWaitUntil(await sendCode.mutateAsync(mobile()));
  };

  const submit = async () => {
    const problems = collectMessages({ mobileNum: mobileProblem(), code: smsCodeMessage(values.code) });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setFailure(null);
    try {
      const { countryDialingCode, mobileNum } = mobile();
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
    <form
      className="form"
      noValidate
      data-testid="sms-login-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MobileCodeFields
        values={values}
        setValue={setValue}
        mobileError={messageText(t, errors.mobileNum)}
        codeError={messageText(t, errors.code)}
        onSend={onSend}
      />
      <FormAlert testId="login-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      <Button type="submit" disabled={login.isPending} data-testid="sms-login-submit">
        {login.isPending ? t('auth.login.loggingIn') : t('auth.login.submit')}
      </Button>
    </form>
  );
}
