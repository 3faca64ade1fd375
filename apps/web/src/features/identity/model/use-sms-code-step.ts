import { useState } from 'react';
import type { FieldMessage } from '@/shared/ui/form/field-message';
import { useCountdown } from '@/shared/ui/use-countdown';
import { useThrottledCallback } from '@/shared/ui/use-throttled-callback';
import { SMS_SEND_THROTTLE_MS } from '../lib/limits';
import { dialledMobile, dialledMobileMessage, smsCodeMessage, type MobileNumber } from '../lib/mobile';

interface SmsCodeStepOptions {
  /** The number as typed: country code and mobile number. */
  dialingCode: string;
  mobileNum: string;
  /** Shows why the number cannot be sent to (nothing is sent then). */
  onMobileProblem: (problem: FieldMessage) => void;
  /** Sends a code to the number; resolves with when the button may send again (epoch ms), null when not sent. */
  send: (mobile: MobileNumber) => Promise<number | null>;
}

/** The form's checks of the number (with its country code) and of the code, for `useFormState`'s rules. */
export const smsCodeStepRules = {
  mobileNum: (value: string, values: { dialingCode: string }) =>
    dialledMobileMessage(values.dialingCode, value),
  code: smsCodeMessage,
};

/**
 * The code step of the three phone flows (SMS login, reset password by phone, register by mobile,
 * spec §4): the number is checked before a send; sends are throttled to one a second; the send
 * button then waits until the code expires, showing the seconds left; a refused send is kept as
 * `failure` for the warning dialog.
 */
export function useSmsCodeStep({ dialingCode, mobileNum, onMobileProblem, send }: SmsCodeStepOptions) {
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const sendCode = useThrottledCallback(() => {
    const problem = dialledMobileMessage(dialingCode, mobileNum);
    if (problem) return onMobileProblem(problem);
    setSending(true);
    send(dialledMobile(dialingCode, mobileNum))
      .then((until) => {
        if (until !== null) countdown.startUntil(until);
      })
      .catch((reason: unknown) => setFailure(reason ?? new Error('send failed')))
      .finally(() => setSending(false));
  }, SMS_SEND_THROTTLE_MS);

  return {
    sendCode,
    sending,
    /** Seconds until the button may send again; 0 when it may. */
    waitSeconds: countdown.remaining,
    failure,
    dismissFailure: () => setFailure(null),
    /** The number as the contract takes it. */
    mobile: () => dialledMobile(dialingCode, mobileNum),
  };
}

export type SmsCodeStep = ReturnType<typeof useSmsCodeStep>;
