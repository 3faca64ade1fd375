import { createColumnHelper } from '@tanstack/react-table';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTRACT_KINDS,
  CONTRACT_STATES,
  contractKind,
  contractState,
  type AgentContract,
  type ContractState,
} from '@bet/contracts/agent/agent-contracts';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DataTable, fetchAllPages } from '@/shared/ui/data-table';
import { Notice } from '@/shared/ui/notice';
import { useTableParams } from '@/shared/ui/use-table-params';
import { listAgentContracts, useAgentContracts } from '../api/list-agent-contracts';
import { ContractHistoryDialog } from './contract-history-dialog';

const column = createColumnHelper<AgentContract>();
const STATE_TONE: Record<ContractState, BadgeTone> = {
  PENDING: 'info',
  ACTIVE: 'good',
  REJECTED: 'neutral',
  REPLACED: 'neutral',
  TERMINATED: 'warn',
  ENDED: 'bad',
};

/** Every line's agent contracts, filtered by kind, state and username; a row opens its history. */
export function ContractsPage() {
  const { t } = useTranslation('agents');
  const params = useTableParams();
  const kind = contractKind.safeParse(params.filters.kind).data;
  const state = contractState.safeParse(params.filters.state).data;
  const username = params.filters.username?.trim() || undefined;
  const query = {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    ...(kind ? { kind } : {}),
    ...(state ? { state } : {}),
    ...(username ? { username } : {}),
  };
  const contracts = useAgentContracts(query);
  const [open, setOpen] = useState<AgentContract | null>(null);
  const [typed, setTyped] = useState(username ?? '');
  const applyUsername = (e: FormEvent) => {
    e.preventDefault();
    params.setFilters({ username: typed.trim() });
  };

  const columns = [
    column.accessor('id', {
      header: t('contracts.col.id'),
      cell: (c) => (
        <Button
          onClick={() => setOpen(c.row.original)}
          aria-label={t('contracts.open', { id: c.getValue() })}
        >
          #{c.getValue()}
        </Button>
      ),
    }),
    column.accessor('kind', { header: t('contracts.col.kind'), cell: (c) => t(`kind.${c.getValue()}`) }),
    column.accessor('upline', { header: t('contracts.col.upline') }),
    column.accessor('downline', { header: t('contracts.col.downline') }),
    column.accessor('maxRate', {
      header: t('contracts.col.maxRate'),
      cell: (c) => `${c.getValue().toFixed(2)} %`,
      meta: { numeric: true },
    }),
    column.accessor('state', {
      header: t('contracts.col.state'),
      cell: (c) => <Badge tone={STATE_TONE[c.getValue()]}>{t(`contracts.state.${c.getValue()}`)}</Badge>,
    }),
    column.accessor('offeredAt', {
      header: t('contracts.col.offeredAt'),
      cell: (c) => formatDateTime(c.getValue()),
      meta: { csv: (r) => new Date(r.offeredAt).toISOString() },
    }),
    column.accessor((r) => (r.endsAt ? formatDateTime(r.endsAt) : ''), {
      id: 'endsAt',
      header: t('contracts.col.endsAt'),
    }),
  ];

  return (
    <>
      <form className="filters" aria-label={t('contracts.filters')} onSubmit={applyUsername}>
        <label>
          {t('contracts.col.kind')}
          <select value={kind ?? ''} onChange={(e) => params.setFilters({ kind: e.target.value })}>
            <option value="">{t('allKinds')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('contracts.col.state')}
          <select value={state ?? ''} onChange={(e) => params.setFilters({ state: e.target.value })}>
            <option value="">{t('contracts.allStates')}</option>
            {CONTRACT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`contracts.state.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('contracts.username')}
          <input value={typed} maxLength={64} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <Button type="submit">{t('contracts.search')}</Button>
      </form>
      {contracts.error && <Notice tone="error">{errorText(t, contracts.error)}</Notice>}
      <DataTable
        label={t('contracts.tableLabel')}
        columns={columns}
        rows={contracts.data?.list ?? []}
        totalCount={contracts.data?.totalCount ?? 0}
        params={params}
        loading={contracts.isFetching}
        rowKey={(r) => r.id}
        empty={t('contracts.empty')}
        fetchAll={() =>
          fetchAllPages((pageNo, pageSize) => listAgentContracts({ ...query, pageNo, pageSize }))
        }
      />
      {open && <ContractHistoryDialog contract={open} onClose={() => setOpen(null)} />}
    </>
  );
}
