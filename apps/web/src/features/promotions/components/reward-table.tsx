import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionDetail } from '@bet/contracts/promotions/promotions';
import { formatAmount } from '@/shared/lib/money';
import { withSymbol } from '../lib/promotion-format';

/**
 * The reward's terms as a two-column table: a deposit bonus's deposit (first / any), percent,
 * cap, minimum deposit and turnover; a code's amount and turnover; and how often it pays.
 */
export function RewardTable({
  promotion,
  currencySymbol,
}: {
  promotion: PromotionDetail;
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  const { reward } = promotion;
  const turnover =
    reward.turnoverMultiple > 0
      ? t('promotions.table.turnoverValue', { multiple: reward.turnoverMultiple })
      : t('promotions.table.noTurnover');
  const rows: [string, ReactNode][] =
    reward.kind === 'DEPOSIT_BONUS'
      ? [
          [t('promotions.table.deposit'), t(`promotions.deposit.${reward.deposit}`)],
          [t('promotions.table.percent'), `${reward.percent}%`],
          [t('promotions.table.cap'), money(reward.cap)],
          [t('promotions.table.minDeposit'), money(reward.minDeposit)],
          [t('promotions.table.turnover'), turnover],
        ]
      : [
          [t('promotions.table.amount'), money(reward.amount)],
          [t('promotions.table.turnover'), turnover],
        ];
  rows.push([t('promotions.table.repeat'), t(`promotions.repeat.${promotion.repeat}`)]);
  return (
    <table className="promo-terms" data-testid="promo-reward-table">
      <caption className="visually-hidden">{t('promotions.detail.reward')}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
