import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useTerminateContract } from '../api/terminate-contract';
import { sinceOf, type AgentContract } from '../model/contract-view';
import { OfferContractDialog } from './offer-contract-dialog';
import { TierTable } from './tier-table';

/** Per direct downline: terms, state, since; terminate (confirmed) or offer anew. */
export function ContractsIGave({ given }: { given: AgentContract[] }) {
  const { t } = useTranslation();
  const request = useTerminateContract();
  const [terminating, setTerminating] = useState<AgentContract | null>(null);
  const [offerTo, setOfferTo] = useState<string | null>(null);

  if (!given.length) return <p className="agent-contracts-empty">{t('agentContracts.given.none')}</p>;
  return (
    <>
      <ul className="agent-contracts-list">
        {given.map((contract) => (
          <li
            key={contract.id}
            className="agent-contracts-card"
            data-testid={`contract-given-${contract.id}`}
          >
            <header>
              <strong>{contract.downline}</strong>
              <span className="agent-contracts-state" data-state={contract.state}>
                {t(`agentContracts.state.${contract.state.toLowerCase()}`)}
              </span>
              <small>{t('agentContracts.since', { date: sinceOf(contract) })}</small>
            </header>
            <TierTable terms={contract.terms} />
            <div className="agent-contracts-actions">
              <Button variant="secondary" onClick={() => setOfferTo(contract.downline)}>
                {t('agentContracts.actions.offer')}
              </Button>
              {contract.state === 'ACTIVE' || contract.state === 'PENDING' ? (
                <Button variant="ghost" onClick={() => setTerminating(contract)}>
                  {t('agentContracts.actions.terminate')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={terminating !== null}
        title={t('agentContracts.given.terminateTitle')}
        onCancel={() => setTerminating(null)}
        onConfirm={() => {
          if (terminating) request.mutate(terminating.id);
          setTerminating(null);
        }}
        testId="contract-terminate-dialog"
      >
        {t('agentContracts.given.terminateText', { downline: terminating?.downline ?? '' })}
      </ConfirmDialog>
      <OfferContractDialog
        downline={offerTo ?? ''}
        open={offerTo !== null}
        onClose={() => setOfferTo(null)}
      />
    </>
  );
}
