import { useTranslation } from 'react-i18next';
import type { PromotionArt as ArtName, PromotionRepeat } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionReward } from '@bet/contracts/promotions/promotions';
import { cashbackPeriod, headlineAmount, headlineText, withSymbol } from '../lib/promotion-format';
import { rafflePeriod, raffleTopPrize, raffleWinners } from '../lib/raffle';
import { topPrize } from '../lib/wheel';
import { ArtMotif } from './art-motifs';
import './promotion-art.css';

interface PromotionArtProps {
  art: ArtName;
  reward: PromotionReward;
  /** A cashback's cap and a draw's winners are per day or week: the headline names the period. */
  repeat: PromotionRepeat;
  currencySymbol: string;
  /** The detail's header is wider and its headline bigger. */
  size?: 'card' | 'banner';
}

/**
 * A promotion's picture, drawn: the art's colours and drawing with the offer as its headline
 * ("100%" / "up to P 1,000"). A picture to screen readers, named by the offer in one sentence.
 */
export function PromotionArt({ art, reward, repeat, currencySymbol, size = 'card' }: PromotionArtProps) {
  const { t } = useTranslation();
  return (
    <div
      className={`promo-art promo-art-${art} promo-art-${size}`}
      role="img"
      aria-label={headlineText(t, reward, currencySymbol, repeat)}
      data-testid="promo-art"
    >
      <ArtMotif art={art} />
      <div className="promo-art-text" aria-hidden="true">
        <ArtHeadline reward={reward} repeat={repeat} currencySymbol={currencySymbol} />
      </div>
    </div>
  );
}

/** The headline's three lines: what it is (eyebrow), the big figure, and its limit. */
function ArtHeadline({ reward, repeat, currencySymbol }: Omit<PromotionArtProps, 'art' | 'size'>) {
  const { t } = useTranslation();
  const amount = (value: number) => withSymbol(currencySymbol, headlineAmount(value));
  const [eyebrow, big, small] =
    reward.kind === 'DEPOSIT_BONUS'
      ? [
          t(`promotions.deposit.${reward.deposit}`),
          `${reward.percent}%`,
          t('promotions.headline.upTo', { amount: amount(reward.cap) }),
        ]
      : reward.kind === 'CASHBACK'
        ? [
            t(`promotions.cashback.name.${reward.basis}`),
            `${reward.percent}%`,
            t('promotions.headline.upToPer', {
              amount: amount(reward.cap),
              period: t(`promotions.headline.per.${cashbackPeriod(repeat)}`),
            }),
          ]
        : reward.kind === 'APPLICATION'
          ? // The operator chooses the amount: the figure is the most, said so underneath.
            [
              t('promotions.kind.APPLICATION'),
              amount(reward.maxAmount),
              t('promotions.headline.maxPerApplication'),
            ]
          : reward.kind === 'LUCKY_WHEEL'
            ? // Each spin draws a prize: the figure is the wheel's largest.
              [t('promotions.kind.LUCKY_WHEEL'), amount(topPrize(reward)), t('promotions.headline.topPrize')]
            : reward.kind === 'RED_ENVELOPE'
              ? // Each rain shares its budget: the figure is one rain's, split underneath.
                [
                  t('promotions.kind.RED_ENVELOPE'),
                  amount(reward.rainBudget),
                  t('promotions.headline.inEnvelopes', { count: reward.envelopes }),
                ]
              : reward.kind === 'RAFFLE'
                ? // Each draw pays ranked prizes: the figure is the largest, its winners underneath.
                  [
                    t('promotions.kind.RAFFLE'),
                    amount(raffleTopPrize(reward)),
                    t(`promotions.headline.winners.${rafflePeriod(repeat)}`, {
                      count: raffleWinners(reward),
                    }),
                  ]
                : // A bonus code or a sign-up bonus: a fixed amount, free.
                  [t(`promotions.kind.${reward.kind}`), amount(reward.amount), t('promotions.headline.free')];
  return (
    <>
      <span className="promo-art-eyebrow">{eyebrow}</span>
      <span className="promo-art-big">{big}</span>
      <span className="promo-art-small">{small}</span>
    </>
  );
}
