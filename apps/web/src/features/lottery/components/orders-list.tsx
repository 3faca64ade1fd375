import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStatus, type OrderStatus } from '@bet/contracts/lottery/bets';
import { errorMessage, messageText } from '@/shared/ui/form/field-message';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Pager } from '@/shared/ui/pager';
import { RecordsState } from '@/shared/ui/records-state';
import { Spinner } from '@/shared/ui/spinner';
import { useCancelOrder } from '../api/cancel-order';
import { useOrders } from '../api/orders';
import { GAME_MIRRORS } from '../lib/verify-draw-games';
import { useLotterySession } from '../model/lottery-session';
import { LoginToBet } from './betting-login';
import { useGameName } from './game-name';
import { OrderCard, type OrderWithDraw } from './orders-card';
import './lottery-records.css';
import './orders-list.css';

export const ORDERS_PAGE_SIZE = 10;

function GameOption({ code }: { code: string }) {
  return <option value={code}>{useGameName(code)}</option>;
}

/**
 * My orders: the player's lottery orders, newest first, by status and game, a page at a time;
 * a pending order whose draw is still open can be cancelled (stake refunded).
 */
export function LotteryOrders({ game: fixedGame }: { game?: string } = {}) {
  const { t } = useTranslation();
  const { token, status: sessionStatus } = useLotterySession();
  const ids = { status: useId(), game: useId() };
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [game, setGame] = useState(fixedGame ?? '');
  const [pageNo, setPageNo] = useState(1);
  const [cancelling, setCancelling] = useState<OrderWithDraw | null>(null);
  const orders = useOrders(token, {
    pageNo,
    pageSize: ORDERS_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(game ? { game } : {}),
  });
  const cancel = useCancelOrder(token);

  if (sessionStatus === 'guest') return <LoginToBet />;
  if (!token)
    return sessionStatus === 'error' ? <FormAlert>{t('lottery.orders.noSession')}</FormAlert> : <Spinner />;
  const data = orders.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.totalCount / ORDERS_PAGE_SIZE)) : 1;

  return (
    <div className="lr-orders" data-testid="lottery-orders">
      <div className="lr-filters">
        <label className="lr-field" htmlFor={ids.status}>
          <span className="lr-filter-label">{t('lottery.orders.status')}</span>
          <select
            id={ids.status}
            className="lr-select"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus | '');
              setPageNo(1);
            }}
            data-testid="orders-status"
          >
            <option value="">{t('lottery.orders.allStatuses')}</option>
            {orderStatus.options.map((value) => (
              <option key={value} value={value}>
                {t(`lottery.orders.statuses.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {fixedGame ? null : (
          <label className="lr-field" htmlFor={ids.game}>
            <span className="lr-filter-label">{t('lottery.orders.game')}</span>
            <select
              id={ids.game}
              className="lr-select"
              value={game}
              onChange={(event) => {
                setGame(event.target.value);
                setPageNo(1);
              }}
              data-testid="orders-game"
            >
              <option value="">{t('lottery.orders.allGames')}</option>
              {Object.keys(GAME_MIRRORS).map((code) => (
                <GameOption key={code} code={code} />
              ))}
            </select>
          </label>
        )}
      </div>
      {cancel.isError ? (
        <FormAlert testId="orders-cancel-error">{messageText(t, errorMessage(cancel.error))}</FormAlert>
      ) : null}
      {cancel.isSuccess ? (
        <FormAlert tone="success" testId="orders-cancelled">
          {t('lottery.orders.cancelled')}
        </FormAlert>
      ) : null}
      <RecordsState
        isPending={orders.isPending}
        error={orders.isError ? orders.error : null}
        empty={data?.orders.length === 0}
        emptyText={t('lottery.orders.empty')}
        onRetry={() => void orders.refetch()}
      >
        <ol
          className="lr-order-list"
          aria-busy={orders.isFetching}
          aria-label={t('lottery.orders.listLabel')}
        >
          {data?.orders.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              busy={cancel.isPending && cancel.variables === order.id}
              onCancel={() => setCancelling(order)}
            />
          ))}
        </ol>
        <Pager
          page={pageNo}
          totalPages={totalPages}
          onChange={setPageNo}
          busy={orders.isFetching}
          testId="orders-pager"
        />
      </RecordsState>
      <ConfirmDialog
        open={cancelling !== null}
        title={t('lottery.orders.cancelTitle')}
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id);
          setCancelling(null);
        }}
        confirmLabel={t('lottery.orders.cancelConfirm')}
        cancelLabel={t('lottery.orders.keep')}
        testId="orders-cancel-dialog"
      >
        {cancelling
          ? t('lottery.orders.cancelText', { issue: cancelling.issue, content: cancelling.content })
          : null}
      </ConfirmDialog>
    </div>
  );
}
