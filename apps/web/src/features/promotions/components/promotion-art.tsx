import { useTranslation } from 'react-i18next';
import type { PromotionArt as ArtName } from '@bet/contracts/promotions/promotion-rules';
import type { PromotionReward } from '@bet/contracts/promotions/promotions';
import { headlineAmount, headlineText, withSymbol } from '../lib/promotion-format';
import { ArtMotif } from './art-motifs';
import './promotion-art.css';

interface PromotionArtProps {
  art: ArtName;
  reward: PromotionReward;
  currencySymbol: string;
  /** The detail's header is wider and its headline bigger. */
  size?: 'card' | 'banner';
}

/**
 * A promotion's picture, drawn: the art's colours and drawing with the offer as its headline
 * ("100%" / "up to P 1,000"). A picture to screen readers, named by the offer in one sentence.
 */
export function PromotionArt({ art, reward, currencySymbol, size = 'card' }: PromotionArtProps) {
  const { t } = useTranslation();
  const amount = withSymbol(
    currencySymbol,
    headlineAmount(reward.kind === 'DEPOSIT_BONUS' ? reward.cap : reward.amount),
  );
  return (
    <div
      className={`promo-art promo-art-${art} promo-art-${size}`}
      role="img"
      aria-label={headlineText(t, reward, currencySymbol)}
      data-testid="promo-art"
    >
      <ArtMotif art={art} />
      <div className="promo-art-text" aria-hidden="true">
        {reward.kind === 'DEPOSIT_BONUS' ? (
          <>
            <span className="promo-art-eyebrow">{t(`promotions.deposit.${reward.deposit}`)}</span>
            <span className="promo-art-big">{reward.percent}%</span>
            <span className="promo-art-small">{t('promotions.headline.upTo', { amount })}</span>
          </>
        ) : (
          <>
            <span className="promo-art-eyebrow">{t('promotions.kind.BONUS_CODE')}</span>
            <span className="promo-art-big">{amount}</span>
            <span className="promo-art-small">{t('promotions.headline.free')}</span>
          </>
        )}
      </div>
    </div>
  );
}
