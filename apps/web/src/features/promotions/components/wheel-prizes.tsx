import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { withSymbol } from '../lib/promotion-format';
import { expectedPrize, probabilityText, type WheelReward } from '../lib/wheel';
import './wheel.css';

/**
 * A lucky wheel's published prize table, for everyone (a visitor too, before deciding to play):
 * each segment in the wheel's order with its prize ("No prize" for a 0) and its chance as the
 * server publishes it, and the expected prize of one spin.
 */
export function WheelPrizes({ reward, currencySymbol }: { reward: WheelReward; currencySymbol: string }) {
  const { t } = useTranslation();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  return (
    <section className="promo-detail-section" aria-labelledby="promo-wheel-prizes-title">
      <h2 id="promo-wheel-prizes-title" className="promo-detail-heading">
        {t('promotions.wheel.prizes')}
      </h2>
      <table className="wheel-prizes" data-testid="wheel-prizes">
        <caption className="visually-hidden">{t('promotions.wheel.prizes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('promotions.wheel.segment')}</th>
            <th scope="col">{t('promotions.wheel.prize')}</th>
            <th scope="col">{t('promotions.wheel.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {reward.prizes.map((prize, index) => (
            <tr key={index} data-won={prize.amount > 0}>
              <th scope="row">{index + 1}</th>
              <td>{prize.amount > 0 ? money(prize.amount) : t('promotions.wheel.noPrize')}</td>
              <td>{probabilityText(prize.probability)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="wheel-expected" data-testid="wheel-expected">
        <span>{t('promotions.wheel.expected')}</span>
        <strong>{money(expectedPrize(reward))}</strong>
      </p>
    </section>
  );
}
