import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '../model/contract-view';

/** Tiers as a table; real-time salary as three rate badges. */
export function TierTable({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation();
  if (terms.kind === 'REALTIME_SALARY') {
    return (
      <dl className="agent-contracts-badges">
        <div>
          <dt>{t('agentContracts.terms.profitRate')}</dt>
          <dd className="agent-contracts-rate">{terms.profitRate}%</dd>
        </div>
        <div>
          <dt>{t('agentContracts.terms.lossRate')}</dt>
          <dd className="agent-contracts-rate">{terms.lossRate}%</dd>
        </div>
        <div>
          <dt>{t('agentContracts.terms.minSingleBet')}</dt>
          <dd>{terms.minSingleBet.toLocaleString()}</dd>
        </div>
      </dl>
    );
  }
  const rows =
    terms.kind === 'DIVIDEND'
      ? terms.tiers.map((tier) => [tier.periodValidBet, tier.periodProfitLoss, tier.activeMembers, tier.rate])
      : terms.tiers.map((tier) => [tier.teamBetting, tier.activeMembers, tier.rate]);
  const heads =
    terms.kind === 'DIVIDEND'
      ? ['validBet', 'profitLoss', 'activeMembers', 'rate']
      : ['teamBetting', 'activeMembers', 'rate'];
  return (
    <div className="agent-contracts-scroll">
      <table className="agent-contracts-table">
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.terms.tier')}</th>
            {heads.map((head) => (
              <th scope="col" key={head}>
                {t(`agentContracts.terms.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              {cells.map((cell, i) => (
                <td key={i}>
                  {i === cells.length - 1 ? (
                    <span className="agent-contracts-rate">{cell}%</span>
                  ) : (
                    cell.toLocaleString()
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
