import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { operatorSummary } from '@bet/contracts/operator/operator-accounts';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { useSession } from '@/shared/session/session-store';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { PageHeader } from '@/shared/ui/panel';
import { useTableParams } from '@/shared/ui/use-table-params';
import { operatorsKey, useOperators } from '../api/list-operators';
import { CreateOperatorForm } from './create-operator-form';
import { OperatorActionDialog, type OperatorAction } from './operator-action-dialog';

type Operator = z.output<typeof operatorSummary>;
const column = createColumnHelper<Operator>();

/** Operators (admin): the accounts, a new one, and role, disable/enable and two-factor reset with a reason. */
export function OperatorsPage() {
  const { t } = useTranslation('operators');
  const me = useSession()?.username;
  const params = useTableParams();
  const operators = useOperators();
  const client = useQueryClient();
  const [acting, setActing] = useState<{ action: OperatorAction; operator: Operator } | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: operatorsKey });
  const all = operators.data ?? [];
  const start = (params.pageNo - 1) * params.pageSize;

  const actionButton = (operator: Operator, action: OperatorAction) => (
    <Button
      key={action}
      variant={action === 'disable' ? 'danger' : 'secondary'}
      aria-label={t(`actions.${action}Named`, { username: operator.username })}
      onClick={() => setActing({ action, operator })}
    >
      {t(`actions.${action}`)}
    </Button>
  );

  const columns = [
    column.accessor('username', { header: t('columns.username') }),
    column.accessor('role', {
      header: t('columns.role'),
      cell: (c) => <Badge tone="info">{t(`common:roles.${c.getValue()}`)}</Badge>,
    }),
    column.accessor('disabled', {
      header: t('columns.status'),
      cell: (c) =>
        c.getValue() ? <Badge tone="bad">{t('disabled')}</Badge> : <Badge tone="good">{t('active')}</Badge>,
      meta: { csv: (row) => (row.disabled ? 'disabled' : 'active') },
    }),
    column.accessor('twoFactorEnrolled', {
      header: t('columns.twoFactor'),
      cell: (c) => (c.getValue() ? t('enrolled') : t('notEnrolled')),
    }),
    column.accessor('lastSignInAt', {
      header: t('columns.lastSignIn'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (row) => (row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : '') },
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: ({ row: { original: o } }) => (
        <div className="row-actions">
          {o.username !== me && actionButton(o, 'role')}
          {o.username !== me && actionButton(o, o.disabled ? 'enable' : 'disable')}
          {o.twoFactorEnrolled && o.username !== me && actionButton(o, 'resetTwoFactor')}
          {o.username === me && <span className="muted">{t('you')}</span>}
        </div>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      {operators.error && <Notice tone="error">{errorText(t, operators.error)}</Notice>}
      <CreateOperatorForm onCreated={refresh} />
      <DataTable
        label={t('table')}
        columns={columns}
        rows={all.slice(start, start + params.pageSize)}
        totalCount={all.length}
        params={params}
        loading={operators.isLoading}
        fetchAll={async () => all}
        rowKey={(o) => o.username}
      />
      {acting && (
        <OperatorActionDialog
          action={acting.action}
          operator={acting.operator}
          onDone={refresh}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
