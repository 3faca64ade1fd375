import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useContractRequest } from '../api/contract-request';
import { contractsEndedBy, topRate } from '../lib/contract-rates';
import type { ContractKind, ContractView } from '../model/contract-view';
import { TierTable } from './tier-table';

interface OfferedToMeProps {
  kind: ContractKind;
  offers: ContractView[];
  given: ContractView[];
}

/** Pending offers with accept / reject; accepting a lower rate first lists the downline contracts it ends (spec §4). */
export function OfferedToMe({ kind, offers, given }: OfferedToMeProps) {
  const { t } = useTranslation();
  const request = useContractRequest(kind);
  const [confirming, setConfirming] = useState<{ offer: ContractView; ending: ContractView[] } | null>(null);

  const accept = (offer: ContractView) => {
    const ending = contractsEndedBy(topRate(offer.terms), given);
    if (ending.length) setConfirming({ offer, ending });
    else request.mutate({ action: 'accept', contractId: offer.id });
  };

  if (!offers.length) return <p className="agent-contracts-empty">{t('agentContracts.offered.none')}</p>;
  return (
    <>
      {request.error ? <FormAlert>{messageText(t, errorMessage(request.error))}</FormAlert> : null}
      <ul className="agent-contracts-list">
        {offers.map((offer) => (
          <li key={offer.id} className="agent-contracts-card" data-testid={`contract-offer-${offer.id}`}>
            <header>
              <strong>{t('agentContracts.offered.from', { upline: offer.upline })}</strong>
              <span className="agent-contracts-state" data-state="pending">
                {t('agentContracts.state.pending')}
              </span>
            </header>
            <TierTable terms={offer.terms} />
            <div className="agent-contracts-actions">
              <Button
                variant="secondary"
                disabled={request.isPending}
                onClick={() => request.mutate({ action: 'reject', contractId: offer.id })}
              >
                {t('agentContracts.actions.reject')}
              </Button>
              <Button disabled={request.isPending} onClick={() => accept(offer)}>
                {t('agentContracts.actions.accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title={t('agentContracts.offered.endsTitle')}
        confirmLabel={t('agentContracts.offered.agreeAndAccept')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming)
            request.mutate({ action: 'accept', contractId: confirming.offer.id, confirmEndDownlines: true });
          setConfirming(null);
        }}
        testId="contract-ends-dialog"
      >
        <p>{t('agentContracts.offered.endsText')}</p>
        <ul className="agent-contracts-ending">
          {confirming?.ending.map((contract) => (
            <li key={contract.id}>
              {contract.downline} <span className="agent-contracts-rate">{topRate(contract.terms)}%</span>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
