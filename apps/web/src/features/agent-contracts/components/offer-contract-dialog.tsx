import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isModuleEnabled, type WhitelabelNode } from '@bet/contracts/mod-ids';
import { Button } from '@/shared/ui/button';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { Modal } from '@/shared/ui/modal';
import { useConsolidatedContract } from '../api/consolidated-contract';
import { useOfferContract } from '../api/offer-contract';
import { validateOffer, type OfferErrors } from '../lib/offer-validation';
import {
  CONTRACT_KINDS,
  KIND_KEY,
  KIND_MODULE,
  type ContractKind,
  type ContractTerms,
} from '../model/contract-view';
import { RealTimeFields } from './real-time-fields';
import { TierEditor } from './tier-editor';
import './agent-contracts.css';

interface OfferContractDialogProps {
  downline: string;
  open: boolean;
  onClose(): void;
  /** The merchant's switches (the app passes them); absent modules count as on, the server checks too. */
  whitelabel?: readonly WhitelabelNode[];
}

const blankTerms = (kind: ContractKind): ContractTerms => {
  const salaryTier = { teamBetting: NaN, activeMembers: 0, rate: NaN };
  switch (kind) {
    case 'DIVIDEND':
      return {
        kind,
        period: 'D',
        tiers: [{ periodValidBet: NaN, periodProfitLoss: 0, activeMembers: 0, rate: NaN }],
      };
    case 'REALTIME_SALARY':
      return { kind, profitRate: NaN, lossRate: NaN, minSingleBet: 0 };
    default:
      return { kind, tiers: [salaryTier] };
  }
};

/**
 * Offer a contract to a direct downline: kind (switched-on only), terms, my own rate as the ceiling;
 * a dividend on my own dividend's period (the server refuses any other).
 */
export function OfferContractDialog({ downline, open, onClose, whitelabel = [] }: OfferContractDialogProps) {
  const { t } = useTranslation();
  const kinds = CONTRACT_KINDS.filter((kind) => isModuleEnabled(whitelabel, KIND_MODULE[kind]));
  const [terms, setTerms] = useState<ContractTerms>(() => blankTerms(kinds[0] ?? 'DAILY_WAGE'));
  const [errors, setErrors] = useState<OfferErrors>({});
  // My own rate of the kind and dividend period: my ACTIVE contract's, or the house's terms when I
  // am a top-level agent.
  const consolidated = useConsolidatedContract().data;
  const ceiling = consolidated?.ceilings[terms.kind] ?? 0;
  const ownPeriod = consolidated?.dividendPeriod ?? null;
  const request = useOfferContract();

  const submit = () => {
    const offered = terms.kind === 'DIVIDEND' && ownPeriod ? { ...terms, period: ownPeriod } : terms;
    const found = validateOffer(offered, ceiling);
    setErrors(found);
    if (Object.keys(found).length) return;
    request.mutate({ downline, terms: offered }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('agentContracts.offer.title', { downline })}
      testId="offer-contract-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} disabled={request.isPending || !kinds.length} data-testid="offer-submit">
            {t('agentContracts.actions.offer')}
          </Button>
        </>
      }
    >
      <form
        className="agent-contracts-form"
        onSubmit={(event) => (event.preventDefault(), submit())}
        noValidate
      >
        <label htmlFor="offer-kind">
          <span>{t('agentContracts.offer.kind')}</span>
          <select
            id="offer-kind"
            value={terms.kind}
            onChange={(event) => (setTerms(blankTerms(event.target.value as ContractKind)), setErrors({}))}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`agentContracts.kind.${KIND_KEY[kind]}`)}
              </option>
            ))}
          </select>
        </label>
        <p className="agent-contracts-ceiling">
          {t('agentContracts.offer.ceiling')} <span className="agent-contracts-rate">{ceiling}%</span>
        </p>
        {terms.kind === 'DIVIDEND' ? (
          <p className="agent-contracts-ceiling" data-testid="offer-period">
            {t('agentContracts.offer.period')}{' '}
            <strong>{ownPeriod ? t(`agentContracts.period.${ownPeriod}`) : '—'}</strong> (
            {t('agentContracts.offer.periodFixed')})
          </p>
        ) : null}
        {terms.kind === 'REALTIME_SALARY' ? (
          <RealTimeFields terms={terms} errors={errors} onChange={setTerms} />
        ) : terms.kind === 'DIVIDEND' ? (
          <TierEditor
            tiers={terms.tiers}
            fields={['periodValidBet', 'periodProfitLoss', 'activeMembers', 'rate']}
            blank={{ periodValidBet: NaN, periodProfitLoss: 0, activeMembers: 0, rate: NaN }}
            errors={errors}
            onChange={(tiers) => setTerms({ ...terms, tiers })}
          />
        ) : (
          <TierEditor
            tiers={terms.tiers}
            fields={['teamBetting', 'activeMembers', 'rate']}
            blank={{ teamBetting: NaN, activeMembers: 0, rate: NaN }}
            errors={errors}
            onChange={(tiers) => setTerms({ ...terms, tiers })}
          />
        )}
        {request.error ? <FormAlert>{messageText(t, errorMessage(request.error))}</FormAlert> : null}
      </form>
    </Modal>
  );
}
