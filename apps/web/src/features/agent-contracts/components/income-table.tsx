import { useTranslation } from 'react-i18next';
import type { IncomeLine } from '@bet/contracts/agent/agent-contracts';
import { KIND_KEY } from '../model/contract-view';

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Income per settled period with the calculation: base × rate − passed down = amount. */
export function IncomeTable({ rows }: { rows: IncomeLine[] }) {
  const { t } = useTranslation();
  return (
    <div className="agent-contracts-scroll">
      <table className="agent-contracts-table" data-testid="income-table">
        <thead>
          <tr>
            <th scope="col">{t('agentContracts.income.period')}</th>
            <th scope="col">{t('agentContracts.income.kind')}</th>
            <th scope="col">{t('agentContracts.income.calculation')}</th>
            <th scope="col">{t('agentContracts.income.amount')}</th>
            <th scope="col">{t('agentContracts.income.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`income-row-${row.id}`}>
              <td>{row.period}</td>
              <td>{t(`agentContracts.kind.${KIND_KEY[row.kind]}`)}</td>
              <td className="agent-contracts-calc">
                {money(row.base)} × {row.rate}% − {money(row.passedDown)} ={' '}
                {money(row.gross - row.passedDown)}
              </td>
              <td className="agent-contracts-amount">{money(row.amount)}</td>
              <td>
                <span className="agent-contracts-state" data-state={row.status.toLowerCase()}>
                  {t(`agentContracts.income.state.${row.status.toLowerCase()}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
