import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { pendingCall } from '../lib/pending-call';

/** The authenticator's code of a pending sign-in: a full session (a new token). */
export const twoFactorVerify = (token: string, code: string) =>
  pendingCall(operatorAccountRoutes.twoFactorVerify, token, { code });
