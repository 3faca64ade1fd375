import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MallItem } from '@bet/contracts/points/points';
import { Button } from '@/shared/ui/button';
import { offerMoney, pointsText } from '../lib/points-format';
import { redeemBlock } from '../lib/redeem';
import { PointsCoin } from './points-common';

/** The art of an item: one of the drawn set under /images/mall (MALL_ITEM_IMAGES). */
export const mallImage = (image: string) => `/images/mall/${image}.svg`;

/** What an item gives, in one line: "P 10 cash", "P 20 bonus · ×5 turnover", "P 50 voucher", "Delivered to you". */
export function itemAmountText(
  t: TFunction,
  item: Pick<MallItem, 'kind' | 'amount' | 'turnoverMultiple'>,
  symbol: string,
) {
  const amount = offerMoney(symbol, item.amount);
  switch (item.kind) {
    case 'CASH':
      return t('points.item.cash', { amount });
    case 'BONUS':
      return `${t('points.item.bonus', { amount })} · ${
        item.turnoverMultiple > 0
          ? t('points.item.turnover', { multiple: item.turnoverMultiple })
          : t('points.item.noTurnover')
      }`;
    case 'VOUCHER':
      return t('points.item.voucher', { amount });
    default:
      return t('points.item.goods');
  }
}

interface MallItemCardProps {
  item: MallItem;
  currencySymbol: string;
  /** A session: Redeem opens the dialog; a visitor's button opens the login dialog. */
  member: boolean;
  /** The player's points, when known: an item that costs more says so. */
  points: number | null;
  onRedeem: (item: MallItem) => void;
  onLogin: () => void;
}

/**
 * One item of the mall: its art with the kind, the name and description, the points it takes and
 * what it gives, the stock, the player's limit and count, the deposit it asks for (with the
 * player's progress), and Redeem. Every card has the same boxes, so a row lines up.
 */
export function MallItemCard({ item, currencySymbol, member, points, onRedeem, onLogin }: MallItemCardProps) {
  const { t } = useTranslation();
  const titleId = `mall-item-${item.id}-title`;
  const block = redeemBlock(item, member ? points : null);
  const soldOut = block === 'soldOut';
  const { requirement, mine } = item;
  const testId = `mall-item-${item.id}`;

  const stockText =
    item.stock === null
      ? t('points.item.unlimited')
      : soldOut
        ? t('points.item.soldOut')
        : t('points.item.stock', { count: item.stock });
  const limitText = [
    item.perPlayerLimit === null
      ? t('points.item.noLimit')
      : t('points.item.limit', { limit: item.perPlayerLimit }),
    mine ? t('points.item.redeemed', { count: mine.redeemed }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const action = () => {
    if (!member)
      return (
        <Button
          size="sm"
          className="mall-card-action"
          disabled={soldOut}
          onClick={onLogin}
          data-testid={`${testId}-redeem`}
        >
          {soldOut ? t('points.item.soldOut') : t('points.item.loginToRedeem')}
        </Button>
      );
    const labels = {
      soldOut: 'points.item.soldOut',
      limit: 'points.item.limitReached',
      requirement: 'points.item.depositFirst',
      points: 'points.item.notEnough',
    } as const;
    return (
      <Button
        size="sm"
        className="mall-card-action"
        disabled={block !== null}
        onClick={() => onRedeem(item)}
        data-testid={`${testId}-redeem`}
        data-block={block ?? undefined}
      >
        {block ? t(labels[block]) : t('points.item.redeem')}
      </Button>
    );
  };

  return (
    <article
      className={soldOut ? 'mall-card mall-card-soldout' : 'mall-card'}
      aria-labelledby={titleId}
      data-testid={testId}
      data-kind={item.kind}
    >
      <div className={`mall-card-art mall-art-${item.kind}`}>
        <img src={mallImage(item.image)} alt="" width={320} height={200} loading="lazy" decoding="async" />
        <span className={`mall-kind mall-kind-${item.kind}`} data-testid={`${testId}-kind`}>
          {t(`points.kind.${item.kind}`)}
        </span>
        {soldOut ? (
          <span className="mall-card-stamp" aria-hidden="true">
            {t('points.item.soldOut')}
          </span>
        ) : null}
      </div>
      <div className="mall-card-body">
        <h3 id={titleId} className="mall-card-title">
          {item.name}
        </h3>
        <p className="mall-card-description">{item.description}</p>
        <p className="mall-card-price">
          <PointsCoin size={20} />
          <span className="visually-hidden">{t('points.item.price')}: </span>
          <strong data-testid={`${testId}-points`}>{pointsText(t, item.points)}</strong>
        </p>
        <p className="mall-card-amount" data-testid={`${testId}-amount`}>
          {itemAmountText(t, item, currencySymbol)}
        </p>
        <ul className="mall-card-facts">
          <li data-testid={`${testId}-stock`}>{stockText}</li>
          <li data-testid={`${testId}-limit`}>{limitText}</li>
          <li data-testid={`${testId}-requirement`}>
            {requirement
              ? t('points.item.requirement', {
                  amount: offerMoney(currencySymbol, requirement.depositAmount),
                  count: requirement.days,
                })
              : t('points.item.noRequirement')}
          </li>
        </ul>
        {requirement && mine ? (
          <div className="mall-card-progress" data-testid={`${testId}-progress`}>
            <div
              className={mine.requirementMet ? 'mall-bar mall-bar-met' : 'mall-bar'}
              role="progressbar"
              aria-label={t('points.item.deposited')}
              aria-valuemin={0}
              aria-valuemax={requirement.depositAmount}
              aria-valuenow={Math.min(mine.deposited, requirement.depositAmount)}
              aria-valuetext={t('points.item.progress', {
                deposited: offerMoney(currencySymbol, mine.deposited),
                amount: offerMoney(currencySymbol, requirement.depositAmount),
              })}
            >
              <span
                className="mall-bar-fill"
                style={{
                  transform: `scaleX(${
                    requirement.depositAmount > 0
                      ? Math.min(1, mine.deposited / requirement.depositAmount)
                      : 1
                  })`,
                }}
              />
            </div>
            <span className={mine.requirementMet ? 'mall-card-met' : 'mall-card-unmet'}>
              {mine.requirementMet
                ? `✓ ${t('points.item.requirementMet')}`
                : t('points.item.progress', {
                    deposited: offerMoney(currencySymbol, mine.deposited),
                    amount: offerMoney(currencySymbol, requirement.depositAmount),
                  })}
            </span>
          </div>
        ) : null}
      </div>
      <div className="mall-card-foot">{action()}</div>
    </article>
  );
}

/** A card's stand-in while the items load: the same boxes, so nothing moves when they arrive. */
export function MallItemSkeleton() {
  return (
    <div className="mall-card mall-card-skeleton" aria-hidden="true">
      <div className="mall-card-art points-skeleton-block" />
      <div className="mall-card-body">
        <div className="mall-card-title">
          <span className="points-skeleton-line" style={{ width: '70%' }} />
        </div>
        <div className="mall-card-description">
          <span className="points-skeleton-line" />
          <span className="points-skeleton-line" style={{ width: '55%' }} />
        </div>
        <div className="mall-card-price">
          <span className="points-skeleton-line" style={{ width: '40%' }} />
        </div>
        <div className="mall-card-amount">
          <span className="points-skeleton-line" style={{ width: '50%' }} />
        </div>
        <ul className="mall-card-facts">
          <li>
            <span className="points-skeleton-line" style={{ width: '35%' }} />
          </li>
          <li>
            <span className="points-skeleton-line" style={{ width: '60%' }} />
          </li>
          <li>
            <span className="points-skeleton-line" style={{ width: '75%' }} />
          </li>
        </ul>
      </div>
      <div className="mall-card-foot">
        <span className="points-skeleton-button" />
      </div>
    </div>
  );
}
