import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { useAgentIncome } from '../api/agent-income';
import { IncomeTable } from './income-table';
import './agent-contracts.css';

/** Agent centre "my income": dividends and salaries received per period, with totals and a pager. */
export function MyIncomePanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useAgentIncome(page);
  const data = query.data;
  return (
    <div className="agent-contracts" data-testid="my-income">
      <p className="agent-contracts-total">
        <span>{t('agentContracts.income.total')}</span>
        <strong data-testid="income-total">
          {(data?.total ?? 0).toLocaleString(undefined, { minimumFractionDigits: 2 })}
        </strong>
      </p>
      <RecordsState
        isPending={query.isPending}
        error={query.error}
        empty={!data?.list.length}
        emptyText={t('agentContracts.income.none')}
        onRetry={() => void query.refetch()}
      >
        <IncomeTable rows={data?.list ?? []} />
      </RecordsState>
      <Pager page={page} totalPages={data?.totalPages ?? 1} onChange={setPage} busy={query.isFetching} />
    </div>
  );
}
