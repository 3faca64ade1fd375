import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterSettingsResponse } from '@bet/contracts/system/register-settings';
import { validateValue } from '@bet/contracts/validation';
import { Button } from '@/shared/ui/button';
import { CheckboxField } from '@/shared/ui/form/checkbox-field';
import { errorCodeOf } from '@/shared/api/api-error';
import { errorMessage, messageText, ruleFailureMessage } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { serverFieldMessages } from '@/shared/ui/form/server-field-errors';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { getHumanProof } from '../../api/human-challenge';
import { useSendRegisterSmsCode } from '../../api/register-sms-code';
import { smsWaitUntil } from '../../lib/mobile';
import { useModule } from '../../model/auth-config';
import { useAuthDialogs } from '../../model/auth-dialogs-store';
import { useCompleteLogin } from '../../model/use-complete-login';
import { useRegisterMutation } from '../../model/use-register';
import { useSmsCodeStep } from '../../model/use-sms-code-step';
import { registerBody, type HiddenCodes } from './register-body';
import { RegisterFieldList } from './register-field-list';
import { registerLayout } from './register-layout';
import { EMPTY_REGISTER_VALUES, type RegisterTab, type RegisterValueName } from './register-values';
import { useFirebasePhone } from './use-firebase-phone';
import { registrationRules, type RegisterFormValues } from './validate-registration';

interface RegisterFormProps {
  settings: RegisterSettingsResponse;
  tab: RegisterTab;
  showAffiliate: boolean;
  hidden: HiddenCodes;
}

type Step = 'verifying' | 'verifyingPhone' | 'registering' | null;

/** The number as Firebase wants it and its ID token carries it (E.164). */
const e164 = (dialingCode: string, mobileNum: string) =>
  `+${dialingCode.replace('+', '')}${mobileNum.trim()}`;

/** The register form of one tab: fields by rule, agreement, age, register / reset, link to log in. */
export function RegisterForm({ settings, tab, showAffiliate, hidden }: RegisterFormProps) {
  const { t } = useTranslation();
  const smsVerification = useModule('REGMOBVERF3');
  const openLogin = useAuthDialogs((s) => s.openLogin);
  const { rules, birthdayLimit, firebaseSms } = settings;
  const layout = registerLayout({ rules, tab, smsVerification, showAffiliate });
  const form = useFormState<RegisterFormValues>(
    { ...EMPTY_REGISTER_VALUES, referralCode: hidden.referralCode ?? '', agree: false, ageConfirmed: false },
    { rules: registrationRules(layout, { passwordRule: rules.password, birthdayLimit }) },
  );
  const { values, errors, setErrors, setValue } = form;
  const checks = { agree: values.agree, ageConfirmed: values.ageConfirmed };
  const [failure, setFailure] = useState<unknown>(null);
  const [step, setStep] = useState<Step>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sendCode = useSendRegisterSmsCode();
  const register = useRegisterMutation();
  const completeLogin = useCompleteLogin();
  const firebasePhone = useFirebasePhone(firebaseSms ?? null);
  // Firebase-style SMS: the sign-up code (REGMOBVERF3) is sent and checked by Firebase.
  const byFirebase = Boolean(firebaseSms) && layout.has('verificationCode');

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const smsStep = useSmsCodeStep({
    dialingCode: values.dialingCode,
    mobileNum: values.mobileNum,
    onMobileProblem: (problem) => setErrors({ ...errors, mobileNum: problem }),
    send: async (mobile) =>
      byFirebase
        ? firebasePhone.send(e164(values.dialingCode, values.mobileNum))
        : smsWaitUntil(await sendCode.mutateAsync(mobile)),
  });

  const showServerErrors = (error: unknown) => {
    const fields = serverFieldMessages(error, (path) => {
      const rule = path === 'password' ? undefined : layout.get(path as RegisterValueName);
      if (!rule) return null;
      const result = validateValue(rule, values[path as RegisterValueName] ?? '');
      return result.ok ? null : ruleFailureMessage(result);
    });
    const known = new Set<string>([
      ...layout.keys(),
      'password',
      'confirmPassword',
      'ageConfirmed',
      'countryDialingCode',
    ]);
    // A refused Firebase proof (expired, used, another number) needs a new code.
    if (errorCodeOf(error).startsWith('firebase.')) firebasePhone.forget();
    const shown = Object.fromEntries(Object.entries(fields).filter(([path]) => known.has(path)));
    setErrors(shown);
    if (Object.keys(shown).length === 0) setFailure(error);
    else focusFirstError();
  };

  const submit = async () => {
    if (!form.validate()) {
      focusFirstError();
      return;
    }
    setFailure(null);
    let phoneProof: { firebaseChannel: true; firebaseIdToken: string } | null = null;
    if (byFirebase) {
      setStep('verifyingPhone');
      const proof = await firebasePhone.verify(
        e164(values.dialingCode, values.mobileNum),
        values.verificationCode.trim(),
      );
      if ('problem' in proof) {
        setStep(null);
        setErrors({ verificationCode: proof.problem });
        focusFirstError();
        return;
      }
      phoneProof = { firebaseChannel: true, firebaseIdToken: proof.idToken };
    }
    setStep('verifying');
    try {
      const humanProof = await getHumanProof();
      setStep('registering');
      const body = registerBody(layout, values, tab, checks, hidden, birthdayLimit);
      const response = await register.mutateAsync({
        // With Firebase's proof of the number, our own code is not sent.
        body: phoneProof
          ? { ...body, verificationCode: undefined, ...phoneProof, humanProof }
          : { ...body, humanProof },
        byMobile: tab === 'mobile',
      });
      await completeLogin(response);
    } catch (error) {
      if (layout.has('captcha')) {
        setCaptchaRound((round) => round + 1);
        setValue('captcha', '');
      }
      showServerErrors(error);
    } finally {
      setStep(null);
    }
  };

  const reset = () => {
    form.reset({
      ...EMPTY_REGISTER_VALUES,
      dialingCode: values.dialingCode,
      referralCode: hidden.referralCode ?? '',
      agree: false,
      ageConfirmed: false,
    });
    setFailure(null);
  };

  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      data-testid={`register-form-${tab}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RegisterFieldList
        layout={layout}
        values={values}
        errors={errors}
        setValue={setValue}
        smsStep={smsStep}
        captchaRound={captchaRound}
      />
      <CheckboxField
        checked={checks.agree}
        onChange={(agree) => form.setValues((previous) => ({ ...previous, agree }))}
        error={messageText(t, errors.agree)}
        testId="register-agree"
      >
        {t('register.agreePrefix')}{' '}
        <a href="/help" target="_blank" rel="noopener">
          {t('register.terms')}
        </a>{' '}
        {t('register.and')}{' '}
        <a href="/help" target="_blank" rel="noopener">
          {t('register.privacy')}
        </a>
      </CheckboxField>
      {birthdayLimit ? (
        <CheckboxField
          checked={checks.ageConfirmed}
          onChange={(ageConfirmed) => form.setValues((previous) => ({ ...previous, ageConfirmed }))}
          error={messageText(t, errors.ageConfirmed)}
          testId="register-age"
        >
          {t('register.ageConfirm', { age: birthdayLimit })}
        </CheckboxField>
      ) : null}
      <FormAlert testId="register-error">{failure ? messageText(t, errorMessage(failure)) : null}</FormAlert>
      <div className="form-actions">
        <Button variant="secondary" onClick={reset} data-testid="register-reset">
          {t('register.reset')}
        </Button>
        <Button type="submit" disabled={step !== null} data-testid="register-submit">
          {step === 'verifying'
            ? t('auth.verifyingHuman')
            : step === 'verifyingPhone'
              ? t('register.verifyingPhone')
              : step === 'registering'
                ? t('register.registering')
                : t('register.submit')}
        </Button>
      </div>
      <p className="auth-footer-note">
        {t('register.haveAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => openLogin()}
          data-testid="register-login-link"
        >
          {t('register.login')}
        </button>
      </p>
    </form>
  );
}
