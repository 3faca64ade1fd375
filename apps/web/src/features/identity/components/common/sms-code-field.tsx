import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/form-field';
import type { SmsCodeStep } from '../../model/use-sms-code-step';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** The flow's code step (`useSmsCodeStep`): the send, its countdown and its failure. */
  step: SmsCodeStep;
  label?: string;
}

/**
 * The SMS code input and its send button (spec §4): the button waits until the code expires,
 * showing the seconds left; a refused send is explained in a warning dialog.
 */
export function SmsCodeField({ value, onChange, error, step, label }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const { sending, waitSeconds, failure } = step;

  const buttonText =
    waitSeconds > 0
      ? t('auth.sms.resendIn', { seconds: waitSeconds })
      : sending
        ? t('auth.sms.sending')
        : t('auth.sms.send');

  return (
    <>
      <TextField
        label={label ?? t('auth.sms.code')}
        required
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        testId="sms-code-input"
        addon={
          <Button
            variant="secondary"
            className="sms-send"
            disabled={sending || waitSeconds > 0}
            onClick={() => step.sendCode()}
            data-testid="sms-send-button"
            aria-live="polite"
          >
            {buttonText}
          </Button>
        }
      />
      <ConfirmDialog
        open={failure !== null}
        title={t('auth.sms.failedTitle')}
        onConfirm={step.dismissFailure}
        testId="sms-failed-dialog"
      >
        {messageText(t, errorMessage(failure))}
      </ConfirmDialog>
    </>
  );
}
