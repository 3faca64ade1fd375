import { useTranslation } from 'react-i18next';
import type { AgentContract } from '@bet/contracts/agent/agent-contracts';
import { errorText } from '@/shared/i18n/error-text';
import { formatDateTime } from '@/shared/lib/format';
import { Dialog } from '@/shared/ui/dialog';
import { Notice } from '@/shared/ui/notice';
import { useAgentContractHistory } from '../api/agent-contract-history';

/** A contract's terms and the history of its state. */
export function ContractHistoryDialog({
  contract,
  onClose,
}: {
  contract: AgentContract;
  onClose: () => void;
}) {
  const { t } = useTranslation('agents');
  const history = useAgentContractHistory(contract.id);
  return (
    <Dialog title={t('contracts.historyTitle', { id: contract.id })} onClose={onClose}>
      <p>
        {t('contracts.between', {
          kind: t(`kind.${contract.kind}`),
          upline: contract.upline,
          downline: contract.downline,
          rate: contract.maxRate.toFixed(2),
        })}
      </p>
      {history.error && <Notice tone="error">{errorText(t, history.error)}</Notice>}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('contracts.history')}>
        <table className="data-table" aria-busy={history.isPending || undefined}>
          <thead>
            <tr>
              <th scope="col">{t('contracts.col.at')}</th>
              <th scope="col">{t('contracts.col.state')}</th>
              <th scope="col">{t('contracts.col.by')}</th>
              <th scope="col">{t('contracts.col.note')}</th>
            </tr>
          </thead>
          <tbody>
            {(history.data?.history ?? []).map((entry, i) => (
              <tr key={i}>
                <td>{formatDateTime(entry.at)}</td>
                <td>{t(`contracts.state.${entry.state}`)}</td>
                <td>{entry.by}</td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
