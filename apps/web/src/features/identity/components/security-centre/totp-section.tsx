import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { LazyQrCode } from '@/shared/ui/lazy-qr-code';
import { useBindTotp } from '../../api/totp-bind';
import { useSetupTotp } from '../../api/totp-setup';

/** Google Authenticator: a new secret as QR and text, then a code from the app binds it. */
export function TotpSection({ hasTotp }: { hasTotp: boolean }) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const bind = useBindTotp();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState(false);

  if (hasTotp || bind.isSuccess) {
    return (
      <FormAlert tone="success" testId="totp-bound">
        {t('member.totp.bound')}
      </FormAlert>
    );
  }
  if (!setup.data) {
    return (
      <div className="form">
        <p className="section-intro">{t('member.totp.intro')}</p>
        <FormAlert>{setup.error ? messageText(t, errorMessage(setup.error)) : null}</FormAlert>
        <Button onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="totp-setup">
          {t('member.totp.start')}
        </Button>
      </div>
    );
  }
  const submit = () => {
    const valid = /^[0-9]{6}$/.test(code.trim());
    setCodeError(!valid);
    if (valid) bind.mutate(code.trim());
  };
  return (
    <form
      className="form"
      noValidate
      data-testid="totp-bind-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="section-intro">{t('member.totp.scan')}</p>
      <div className="totp-qr">
        <LazyQrCode value={setup.data.uri} size={180} label={t('member.totp.qrLabel')} testId="totp-qr" />
      </div>
      <p>
        {t('member.totp.secret')}: <code data-testid="totp-secret">{setup.data.secret}</code>
      </p>
      <TextField
        label={t('member.totp.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(false);
        }}
        error={codeError ? t('validation.verificationCode') : null}
        testId="totp-code"
      />
      <FormAlert testId="totp-error">
        {bind.error ? messageText(t, errorMessage(bind.error)) : null}
      </FormAlert>
      <Button type="submit" disabled={bind.isPending} data-testid="totp-bind">
        {t('member.totp.bind')}
      </Button>
    </form>
  );
}
