import { operatorPlayerRoutes as routes } from '@bet/contracts/operator/operator-players';
import { opsCall } from '@/shared/api/ops-call';

/** Sends the player a password-reset link by e-mail or SMS. */
export const sendPasswordReset = (body: { username: string; channel: 'email' | 'sms'; reason: string }) =>
  opsCall(routes.sendPasswordReset, { body });
