import { operatorRoutes } from '@bet/contracts/operator/operator';
import { opsCall } from '@/shared/api/ops-call';
import { setSession } from '@/shared/session/session-store';

/**
 * Ends the console session on the server and in the page. The page signs out even when the call
 * fails (offline, already expired): the operator asked to leave.
 */
export async function logout(): Promise<void> {
  await opsCall(operatorRoutes.logout).catch(() => undefined);
  setSession(null);
}
