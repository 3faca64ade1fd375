import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '../model/contract-view';

/** Tiers as a table; real-time salary as three rate badges. */
export function TierTable({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  if (terms.kind === 'realTimeSalary') {
    return (
      <dl className="agent-contracts-badges">
        <div>
          <dt>{t('agentContracts.terms.profitRate')}</dt>
          <dd className="agent-contracts-rate">{terms.profitRate ?? 0}%</dd>
        </div>
        <div>
          <dt>{t('agentContracts.terms.lossRate')}</dt>
          <dd className="agent-contracts-rate">{terms.lossRate ?? 0}%</dd>
        </div>
        <div>
          <dt>{t('agentContracts.terms.minSingleBet')}</dt>
          <dd>{terms.minSingleBet ?? 0}</dd>
        </div>
      </dl>
    );
  }
  const isDividend = terms.kind === 'dividend';
  return (
    <div className="agent-contracts-scroll">
      <table className="agent-contracts-table">
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.terms.tier')}</th>
            <th scope="col">
              {t(isDividend ? 'agentContracts.terms.validBet' : 'agentContracts.terms.teamBetting')}
            </th>
            {isDividend ? <th scope="col">{t('agentContracts.terms.profitLoss')}</th> : null}
            <th scope="col">{t('agentContracts.terms.activeMembers')}</th>
            <th scope="col">{t('agentContracts.terms.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{tier.validBet.toLocaleString()}</td>
              {isDividend ? <td>{(tier.profitLoss ?? 0).toLocaleString()}</td> : null}
              <td>{tier.activeMembers}</td>
              <td>
                <span className="agent-contracts-rate">{tier.rate}%</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
