import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { withSymbol } from '../lib/promotion-format';
import { rafflePaidPerDraw, raffleWinners, rankText, type RaffleReward } from '../lib/raffle';
import './raffle.css';

/**
 * A prize draw's prizes, for everyone (a visitor too, before joining): each rank, 1st first, with
 * what it pays and to how many winners, and what one draw pays in all. From the reward alone, so
 * it shows whatever the player's progress (as a wheel's prize table does).
 */
export function RafflePrizes({ reward, currencySymbol }: { reward: RaffleReward; currencySymbol: string }) {
  const { t } = useTranslation();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  return (
    <section className="promo-detail-section" aria-labelledby="promo-raffle-prizes-title">
      <h2 id="promo-raffle-prizes-title" className="promo-detail-heading">
        {t('promotions.raffle.prizes')}
      </h2>
      <table className="raffle-table" data-testid="raffle-prizes">
        <caption className="visually-hidden">{t('promotions.raffle.prizes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.raffle.column.rank')}</th>
            <th scope="col" className="raffle-num">
              {t('promotions.raffle.column.prize')}
            </th>
            <th scope="col" className="raffle-num">
              {t('promotions.raffle.column.winners')}
            </th>
          </tr>
        </thead>
        <tbody>
          {reward.prizes.map((prize, index) => (
            <tr key={index}>
              <th scope="row">{rankText(t, index + 1)}</th>
              <td className="raffle-num raffle-amount">{money(prize.amount)}</td>
              <td className="raffle-num">{prize.winners}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('promotions.raffle.total')}</th>
            <td className="raffle-num raffle-amount" data-testid="raffle-total">
              {money(rafflePaidPerDraw(reward))}
            </td>
            <td className="raffle-num">{raffleWinners(reward)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
