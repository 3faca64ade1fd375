import { useTranslation } from 'react-i18next';
import { OTP_CODE } from '@bet/contracts/identity/field-formats';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/form-field';
import { useFormState } from '@/shared/ui/form/use-form-state';
import { LazyQrCode } from '@/shared/ui/lazy-qr-code';
import { useBindTotp } from '../../api/totp-bind';
import { useSetupTotp } from '../../api/totp-setup';

/** The authenticator's six digits (spaces around them ignored). */
const codeMessage = (code: string) =>
  OTP_CODE.test(code.trim()) ? null : { key: 'validation.verificationCode' };

/** Google Authenticator: a new secret as QR and text, then a code from the app binds it. */
export function TotpSection({ hasTotp }: { hasTotp: boolean }) {
  const { t } = useTranslation();
  const setup = useSetupTotp();
  const bind = useBindTotp();
  const form = useFormState({ code: '' }, { rules: { code: codeMessage } });

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
  return (
    <form
      className="form"
      noValidate
      data-testid="totp-bind-form"
      onSubmit={form.handleSubmit(({ code }) => bind.mutate(code.trim()))}
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
        value={form.values.code}
        onChange={(event) => form.setValue('code', event.target.value)}
        error={messageText(t, form.errors.code)}
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
