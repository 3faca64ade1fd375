import { operatorAccountRoutes } from '@bet/contracts/operator/operator-accounts';
import { pendingCall } from '../lib/pending-call';

/** A new authenticator secret and its otpauth URI, for the sign-in's pending session. */
export const twoFactorSetup = (token: string) => pendingCall(operatorAccountRoutes.twoFactorSetup, token);
