import { useTranslation } from 'react-i18next';
import { RecordsState } from '@/shared/ui/records-state';
import { useConsolidatedContract } from '../api/consolidated-contract';
import type { ContractKind } from '../model/contract-view';
import { ContractsIGave } from './contracts-i-gave';
import { OfferedToMe } from './offered-to-me';
import { TierTable } from './tier-table';
import './agent-contracts.css';

/** One contract kind's screen: my contract, offers waiting for me, contracts I gave. */
export function ContractKindPanel({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const query = useConsolidatedContract();
  const data = query.data;
  const mine = data?.mine.find((contract) => contract.terms.kind === kind);
  const offers = (data?.offeredToMe ?? []).filter((offer) => offer.terms.kind === kind);
  const given = (data?.given ?? []).filter((contract) => contract.terms.kind === kind);
  const ownRate = data?.ownRate[kind];

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
                  {t(`agentContracts.state.${mine.state}`)}
                </span>
                <small>{t('agentContracts.since', { date: mine.since })}</small>
              </header>
              {mine.terms.period ? (
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
          <OfferedToMe kind={kind} offers={offers} given={given} />
        </section>
        <section aria-labelledby={`${kind}-given`} className="agent-contracts-section">
          <h3 id={`${kind}-given`}>{t('agentContracts.given.title')}</h3>
          <ContractsIGave kind={kind} given={given} />
        </section>
      </RecordsState>
    </div>
  );
}
