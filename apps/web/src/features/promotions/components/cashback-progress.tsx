import { useTranslation } from 'react-i18next';
import type { PromotionRepeat } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionDetail, PromotionReward } from '@bet/contracts/promotions/promotions';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { cashbackPeriod, withSymbol } from '../lib/promotion-format';
import { ProgressFacts } from './progress-facts';

interface CashbackProgressProps {
  reward: Extract<PromotionReward, { kind: 'CASHBACK' }>;
  repeat: PromotionRepeat;
  cashback: NonNullable<PromotionDetail['progress']['cashback']>;
  currencySymbol: string;
}

/**
 * This period's cashback as the player takes part: the net loss (or valid bet) so far, what it
 * pays at this rate when the period ends, and when the scheduler pays it. Below the minimum it
 * says how far off the minimum is, so a "P 0.00" does not read as a broken promotion.
 */
export function CashbackProgress({ reward, repeat, cashback, currencySymbol }: CashbackProgressProps) {
  const { t } = useTranslation();
  const money = (value: number) => withSymbol(currencySymbol, formatAmount(value));
  // A period the player is ahead in has no net loss: shown as none, not as a negative loss.
  const basis = Math.max(0, cashback.basis);
  const short = cashback.reward === 0 && basis < reward.minimum ? reward.minimum - basis : 0;
  const items: [string, string][] = [
    [t(`promotions.cashback.soFar.${reward.basis}.${cashbackPeriod(repeat)}`), money(basis)],
    [t('promotions.cashback.atThisRate'), money(cashback.reward)],
    [t('promotions.cashback.paysAt'), formatDateTime(cashback.paysAt)],
  ];
  return (
    <div className="promo-cashback" data-testid="promo-cashback">
      <ProgressFacts items={items} />
      {short > 0 ? (
        <p className="promo-cashback-short" data-testid="promo-cashback-short">
          {t(`promotions.cashback.short.${reward.basis}`, {
            minimum: money(reward.minimum),
            missing: money(short),
          })}
        </p>
      ) : null}
    </div>
  );
}
