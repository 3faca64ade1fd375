import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { pendingCall } from '../lib/pending-call';

/** Confirms the new authenticator with its code: a full session (a new token). */
export const twoFactorEnrol = (token: string, code: string) =>
  pendingCall(operatorAccountRoutes.twoFactorEnrol, token, { code });
