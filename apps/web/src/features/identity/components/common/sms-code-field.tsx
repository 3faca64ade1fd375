import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { TextField } from '@/shared/ui/form/form-field';
import { useCountdown } from '@/shared/ui/use-countdown';
import { useThrottledCallback } from '@/shared/ui/use-throttled-callback';
import { SMS_SEND_THROTTLE_MS } from '../../lib/limits';

interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Sends a code; resolves with when the button may send again (epoch ms), null when not sent. */
  onSend: () => Promise<number | null>;
  label?: string;
}

/**
 * The SMS code input and its send button (spec §4): the button waits until the code expires,
 * showing the seconds left; sends are throttled to one a second; a refused send is explained
 * in a warning dialog.
 */
export function SmsCodeField({ value, onChange, error, onSend, label }: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = useThrottledCallback(() => {
    setSending(true);
    onSend()
      .then((until) => {
        if (until !== null) countdown.startUntil(until);
      })
      .catch((reason: unknown) => setFailure(reason ?? new Error('send failed')))
      .finally(() => setSending(false));
  }, SMS_SEND_THROTTLE_MS);

  const buttonText = countdown.running
    ? t('auth.sms.resendIn', { seconds: countdown.remaining })
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
            disabled={sending || countdown.running}
            onClick={() => send()}
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
        onConfirm={() => setFailure(null)}
        testId="sms-failed-dialog"
      >
        {messageText(t, errorMessage(failure))}
      </ConfirmDialog>
    </>
  );
}
