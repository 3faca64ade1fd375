import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { endingDownlinesDetails } from '@bet/contracts/agent/agent-contracts';
import { ApiError } from '@/shared/api/api-error';
import { useRespondContract } from '../api/respond-contract';
import { contractsEndedBy } from '../lib/contract-rates';
import type { AgentContract } from '../model/contract-view';
import { TierTable } from './tier-table';

interface OfferedToMeProps {
  offers: AgentContract[];
  given: AgentContract[];
}

/** Pending offers with accept / reject; accepting a lower rate first lists the downline contracts it ends (spec §4). */
export function OfferedToMe({ offers, given }: OfferedToMeProps) {
  const { t } = useTranslation();
  const request = useRespondContract();
  const [confirming, setConfirming] = useState<{ offer: AgentContract; ending: AgentContract[] } | null>(
    null,
  );

  const accept = (offer: AgentContract) => {
    const ending = contractsEndedBy(offer.maxRate, given);
    if (ending.length) return setConfirming({ offer, ending });
    // The server may know of endings this screen does not list: its 409 names them, then I agree.
    request.mutate(
      { contractId: offer.id, accept: true },
      {
        onError: (error) => {
          if (!(error instanceof ApiError) || error.errorCode !== 'contract.accept.ends.downlines') return;
          const details = endingDownlinesDetails.safeParse(error.value);
          if (details.success) setConfirming({ offer, ending: details.data.contracts });
        },
      },
    );
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
                onClick={() => request.mutate({ contractId: offer.id, accept: false })}
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
            request.mutate({ contractId: confirming.offer.id, accept: true, confirmEndDownlines: true });
          setConfirming(null);
        }}
        testId="contract-ends-dialog"
      >
        <p>{t('agentContracts.offered.endsText')}</p>
        <ul className="agent-contracts-ending">
          {confirming?.ending.map((contract) => (
            <li key={contract.id}>
              {contract.downline} <span className="agent-contracts-rate">{contract.maxRate}%</span>
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
