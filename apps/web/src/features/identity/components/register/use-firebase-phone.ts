import { useCallback, useRef } from 'react';
import { errorMessage, type FieldMessage } from '@/shared/ui/form/field-message';
import {
  sendFirebaseSmsCode,
  signInWithFirebaseSmsCode,
  type FirebaseSmsConfig,
} from '../../lib/firebase-phone-auth';
import { FIREBASE_SMS_WAIT_MS } from '../../lib/limits';

interface Verification {
  phoneNumber: string;
  sessionInfo: string;
  /** Once the code was accepted: kept for a retried sign-up (the server spends it only on success). */
  idToken?: string;
}

export type FirebasePhoneResult = { idToken: string } | { problem: FieldMessage };

/**
 * Firebase-style SMS of the register form (docs/decisions/0012-firebase-sms.md): Firebase texts
 * the code and checks it, and its ID token proves the number to our server.
 */
export function useFirebasePhone(config: FirebaseSmsConfig | null) {
  const verification = useRef<Verification | null>(null);

  /** Sends the code; resolves with when the button may send again (one minute, spec §4). */
  const send = useCallback(
    async (phoneNumber: string) => {
      if (!config) throw new Error('Firebase SMS is off');
      const sessionInfo = await sendFirebaseSmsCode(config, phoneNumber);
      verification.current = { phoneNumber, sessionInfo };
      return Date.now() + FIREBASE_SMS_WAIT_MS;
    },
    [config],
  );

  /** The ID token for the code typed for this number, or why there is none (shown under the code). */
  const verify = useCallback(
    async (phoneNumber: string, code: string): Promise<FirebasePhoneResult> => {
      const current = verification.current;
      if (!config || !current || current.phoneNumber !== phoneNumber)
        return { problem: { key: 'auth.sms.sendFirst' } };
      if (current.idToken) return { idToken: current.idToken };
      try {
        current.idToken = await signInWithFirebaseSmsCode(config, current.sessionInfo, code);
        return { idToken: current.idToken };
      } catch (error) {
        return { problem: errorMessage(error) };
      }
    },
    [config],
  );

  /** After the server refused the proof (expired, used, …): the next sign-up needs a new code. */
  const forget = useCallback(() => {
    verification.current = null;
  }, []);

  return { send, verify, forget };
}
