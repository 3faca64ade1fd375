import { operatorMay, type OperatorPermission } from '@bet/contracts/operator/operator-permissions';
import { useSession } from '../session/session-store';

/** Whether the signed-in operator's role has a permission (the server's table; it decides again). */
export function useCan(permission: OperatorPermission): boolean {
  return operatorMay(useSession()?.role, permission);
}
