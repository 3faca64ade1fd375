import { useTranslation } from 'react-i18next';
import type { OrdersResponse } from '@bet/contracts/lottery/bets';
import { formatAmount, formatDateTime } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { useGameName, usePlayTypeName } from './game-name';
import { DrawNumbers } from './results-numbers';

export type OrderWithDraw = OrdersResponse['orders'][number];

/** A pending order can be cancelled while its draw still takes bets. */
export const isCancellable = (order: OrderWithDraw, now = Date.now()) =>
  order.status === 'PENDING' && order.draw?.status === 'OPEN' && order.draw.closeAt > now;

export function OrderCard({
  order,
  busy,
  onCancel,
}: {
  order: OrderWithDraw;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const gameName = useGameName(order.game);
  const playTypeName = usePlayTypeName();
  const won = order.status === 'WON';
  return (
    <li className={`lr-order lr-order-${order.status}`} data-testid="order-row" data-status={order.status}>
      <div className="lr-order-head">
        <span className="lr-order-game">{gameName}</span>
        <span className="lr-issue">{t('lottery.results.issue', { issue: order.issue })}</span>
        <span className={`lr-badge lr-status-${order.status}`} data-testid="order-status">
          {t(`lottery.orders.statuses.${order.status}`)}
        </span>
      </div>
      <dl className="lr-order-body">
        <div>
          <dt>{t('lottery.orders.playType')}</dt>
          <dd>{playTypeName(order.playType)}</dd>
        </div>
        <div className="lr-order-content">
          <dt>{t('lottery.orders.content')}</dt>
          <dd title={order.content}>{order.content}</dd>
        </div>
        <div>
          <dt>{t('lottery.orders.units')}</dt>
          <dd data-testid="order-units">
            {t('lottery.orders.unitsOf', {
              units: order.units,
              price: formatAmount(order.unitPrice),
              multiple: order.multiple,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.orders.stake')}</dt>
          <dd className="lr-num">{formatAmount(order.stake)}</dd>
        </div>
        <div>
          <dt>{t('lottery.orders.payout')}</dt>
          <dd className={won ? 'lr-num lr-won' : 'lr-num'} data-testid="order-payout">
            {formatAmount(order.payout)}
          </dd>
        </div>
        <div>
          <dt>{t('lottery.orders.placed')}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        {order.chase ? (
          <div>
            <dt>{t('lottery.orders.chase')}</dt>
            <dd data-testid="order-chase">
              {t('lottery.orders.chaseOf', { index: order.chase.index, of: order.chase.of })}
              {order.chase.stopOnWin ? (
                <span className="lr-badge lr-badge-soft">{t('lottery.orders.stopOnWin')}</span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.draw?.result ? (
        <div className="lr-order-result">
          <span className="lr-filter-label">{t('lottery.orders.result')}</span>
          <DrawNumbers game={order.game} result={order.draw.result} compact />
        </div>
      ) : null}
      {isCancellable(order) ? (
        <Button variant="secondary" size="sm" disabled={busy} onClick={onCancel} data-testid="order-cancel">
          {t('lottery.orders.cancel')}
        </Button>
      ) : null}
    </li>
  );
}
