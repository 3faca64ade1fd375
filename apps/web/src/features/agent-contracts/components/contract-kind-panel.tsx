import { useTranslation } from 'react-i18next';
import { RecordsState } from '@/shared/ui/records-state';
import { useConsolidatedContract } from '../api/consolidated-contract';
import { sinceOf, type ContractKind } from '../model/contract-view';
import { ContractsIGave } from './contracts-i-gave';
import { OfferedToMe } from './offered-to-me';
import { TierTable } from './tier-table';
import './agent-contracts.css';

/** One contract kind's screen: my contract, offers waiting for me, contracts I gave. */
export function ContractKindPanel({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const query = useConsolidatedContract();
  const data = query.data;
  const received = (data?.received ?? []).filter((contract) => contract.kind === kind);
  const mine = received.find((contract) => contract.state === 'ACTIVE');
  const offers = received.filter((contract) => contract.state === 'PENDING');
  const given = (data?.given ?? []).filter((contract) => contract.kind === kind);
  const ownRate = mine?.maxRate;

  return (
    <div className="agent-contracts" data-testid={`agent-contracts-${kind}`}>
      {offers.length ? (
        <p className="agent-contracts-banner" role="status" data-testid="contract-pending-banner">
          {t('agentContracts.offered.banner', { count: offers.length })}
        </p>
      ) : null}
      <RecordsState
        isPending={query.isPending}
        error={query.error}
        empty={false}
        emptyText=""
        onRetry={() => void query.refetch()}
      >
        <section aria-labelledby={`${kind}-mine`} className="agent-contracts-section">
          <h3 id={`${kind}-mine`}>
            {t('agentContracts.mine.title')}
            {ownRate !== undefined ? <span className="agent-contracts-rate">{ownRate}%</span> : null}
          </h3>
          {mine ? (
            <div className="agent-contracts-card">
              <header>
                <strong>{t('agentContracts.mine.from', { upline: mine.upline })}</strong>
                <span className="agent-contracts-state" data-state={mine.state}>
                  {t(`agentContracts.state.${mine.state.toLowerCase()}`)}
                </span>
                <small>{t('agentContracts.since', { date: sinceOf(mine) })}</small>
              </header>
              {mine.terms.kind === 'DIVIDEND' ? (
                <span className="agent-contracts-chip">
                  {t(`agentContracts.period.${mine.terms.period}`)}
                </span>
              ) : null}
              <TierTable terms={mine.terms} />
            </div>
          ) : (
            <p className="agent-contracts-empty">{t('agentContracts.mine.none')}</p>
          )}
        </section>
        <section aria-labelledby={`${kind}-offered`} className="agent-contracts-section">
          <h3 id={`${kind}-offered`}>{t('agentContracts.offered.title')}</h3>
          <OfferedToMe offers={offers} given={given} />
        </section>
        <section aria-labelledby={`${kind}-given`} className="agent-contracts-section">
          <h3 id={`${kind}-given`}>{t('agentContracts.given.title')}</h3>
          <ContractsIGave given={given} />
        </section>
      </RecordsState>
    </div>
  );
}
