import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES } from '@bet/contracts/operator/operator';
import type { OperatorRole } from '@bet/contracts/operator/operator-permissions';
import { ApiError } from '@/shared/api/api-error';
import { fieldErrorText } from '@/shared/ui/field-error';
import { FormField } from '@/shared/ui/form-field';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { resetOperatorTwoFactor } from '../api/reset-operator-two-factor';
import { setOperatorDisabled } from '../api/set-operator-disabled';
import { setOperatorRole } from '../api/set-operator-role';

export type OperatorAction = 'role' | 'disable' | 'enable' | 'resetTwoFactor';

/** Asks the reason (and for a role change, the new role) of an action on an operator, and runs it. */
export function OperatorActionDialog({
  action,
  operator,
  onDone,
  onClose,
}: {
  action: OperatorAction;
  operator: { username: string; role: OperatorRole };
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('operators');
  const [role, setRole] = useState<OperatorRole>(operator.role);
  // The server's refusal of the role chosen (its issue code), shown under the role until it changes.
  const [roleRefused, setRoleRefused] = useState<string | null>(null);
  const run = async (reason: string) => {
    const { username } = operator;
    try {
      if (action === 'role') await setOperatorRole({ username, role, reason });
      else if (action === 'resetTwoFactor') await resetOperatorTwoFactor({ username, reason });
      else await setOperatorDisabled({ username, disabled: action === 'disable', reason });
    } catch (error) {
      const field = error instanceof ApiError ? error.fields.find((f) => f.path === 'role') : undefined;
      if (field) setRoleRefused(field.code);
      throw error;
    }
    onDone();
  };
  return (
    <ReasonDialog
      title={t(`actions.${action}Title`, { username: operator.username })}
      confirmLabel={t(`actions.${action}`)}
      danger={action !== 'enable' && action !== 'role'}
      onConfirm={run}
      onClose={onClose}
    >
      <p>{t(`actions.${action}Text`)}</p>
      {action === 'role' && (
        <FormField
          label={t('actions.newRole')}
          error={roleRefused ? fieldErrorText(t, { type: 'server', message: roleRefused }) : undefined}
        >
          {(ids) => (
            <select
              {...ids}
              value={role}
              onChange={(event) => {
                setRole(event.target.value as OperatorRole);
                setRoleRefused(null);
              }}
            >
              {OPERATOR_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`common:roles.${r}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    </ReasonDialog>
  );
}
