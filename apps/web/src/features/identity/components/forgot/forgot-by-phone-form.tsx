import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { useSendForgotSmsCode } from '../../api/forgot-sms-code';
import { useSetPasswordByPhone } from '../../api/set-password-by-phone';
import { confirmPasswordMessage, newPasswordMessage } from '../../lib/password-rule';
import { useAuthConfig } from '../../model/auth-config';
import { useCompleteLogin } from '../../model/use-complete-login';
import { smsCodeStepRules, useSmsCodeStep } from '../../model/use-sms-code-step';
import { MobileCodeFields } from '../common/mobile-code-fields';
import { NewPasswordFields } from '../common/new-password-fields';

/**
 * Reset by phone (spec §4): the code (countdown to the server's expirationTime), a new password
 * by the merchant's rule, then an automatic login and '/'.
 */
export function ForgotByPhoneForm() {
  const { t } = useTranslation();
  const rule = useAuthConfig().registerRules.password;
  const form = useFormState(
    { dialingCode: '', mobileNum: '', code: '', newPassword: '', confirm: '' },
    {
      rules: {
        ...smsCodeStepRules,
        newPassword: (value) => newPasswordMessage(rule, value),
        confirm: (value, { newPassword }) => confirmPasswordMessage(newPassword, value),
      },
    },
  );
  const { values, errors, setErrors, setValue } = form;
  const [failure, setFailure] = useState<unknown>(null);
  const sendCode = useSendForgotSmsCode();
  const setPassword = useSetPasswordByPhone();
  const completeLogin = useCompleteLogin();

  const smsStep = useSmsCodeStep({
    dialingCode: values.dialingCode,
    mobileNum: values.mobileNum,
    onMobileProblem: (problem) => setErrors({ mobileNum: problem }),
    send: async (mobile) => (await sendCode.mutateAsync(mobile)).expirationTime,
  });

  const submit = async () => {
    setFailure(null);
    try {
      const response = await setPassword.mutateAsync({
        ...smsStep.mobile(),
        verificationCode: values.code.trim(),
        newPassword: values.newPassword,
      });
      await completeLogin(response, { goHome: true, welcome: false });
    } catch (error) {
      const fields = serverFieldMessages(error);
      if (fields.newPassword) setErrors(fields);
      else setFailure(error);
    }
  };

  return (
    <form className="form" noValidate data-testid="forgot-phone-form" onSubmit={form.handleSubmit(submit)}>
      <MobileCodeFields
        values={values}
        setValue={setValue}
        mobileError={messageText(t, errors.mobileNum)}
        codeError={messageText(t, errors.code)}
        step={smsStep}
      />
      <NewPasswordFields
        password={{
          ...form.bind('newPassword'),
          error: messageText(t, errors.newPassword),
          testId: 'forgot-new-password',
        }}
        confirm={{
          ...form.bind('confirm'),
          error: messageText(t, errors.confirm),
          testId: 'forgot-confirm-password',
        }}
      />
      <FormAlert testId="forgot-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      <Button type="submit" disabled={setPassword.isPending} data-testid="forgot-phone-submit">
        {t('forgot.setPassword')}
      </Button>
    </form>
  );
}
