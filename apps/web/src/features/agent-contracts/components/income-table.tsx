import { useTranslation } from 'react-i18next';
import { incomeAmount } from '../lib/contract-rates';
import type { IncomeRow } from '../model/income-row';

const money = (value: number) =>
  value.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Income per settled period with the calculation: base × (rate − passed down) = amount. */
export function IncomeTable({ rows }: { rows: IncomeRow[] }) {
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
          {rows.map((row) => {
            const expected = incomeAmount(row.base, row.rate, row.passedDownRate);
            return (
              <tr key={row.id} data-testid={`income-row-${row.id}`}>
                <td>{row.period}</td>
                <td>{t(`agentContracts.kind.${row.kind}`)}</td>
                <td className="agent-contracts-calc">
                  {money(row.base)} × ({row.rate}% − {row.passedDownRate}%) = {money(expected)}
                </td>
                <td className="agent-contracts-amount">{money(row.amount)}</td>
                <td>
                  <span className="agent-contracts-state" data-state={row.status}>
                    {t(`agentContracts.income.state.${row.status}`)}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
