import type { ReactNode } from 'react';
import type { OperatorPermission } from '@bet/contracts/operator/operator-permissions';
import { useCan } from './use-can';

/** Renders its children only for roles with the permission: a button a role cannot use is not shown. */
export function Can({ permission, children }: { permission: OperatorPermission; children: ReactNode }) {
  return useCan(permission) ? <>{children}</> : null;
}
